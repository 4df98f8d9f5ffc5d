<?php
/**
 * A cap on the answers the proxy keeps in transients, so that visitors asking for many distinct
 * categories cannot grow the options table without bound (each distinct request is an answer of
 * its own). A site with a persistent object cache keeps them there, which evicts on its own.
 *
 * @package VideoContentWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Remembers which answers are kept, and forgets the oldest beyond MAX_ANSWERS.
 */
final class VCW_Proxy_Answer_Cap {

	/** The option listing the kept answers' transient names, oldest first. */
	const OPTION = 'video_content_widgets_answers';

	/** Answers kept at most. */
	const MAX_ANSWERS = 200;

	/**
	 * Notes a newly kept answer, and deletes the oldest ones past the cap.
	 *
	 * @param string $key The answer's transient name.
	 */
	public static function kept( $key ) {
		if ( wp_using_ext_object_cache() ) {
			return;
		}
		$keys = get_option( self::OPTION, array() );
		$keys = is_array( $keys ) ? $keys : array();
		unset( $keys[ $key ] );
		$keys[ $key ] = time();
		/**
		 * Filters how many answers the proxy keeps in transients at most (default 200).
		 *
		 * @param int $max At least 1.
		 */
		$max = max( 1, (int) apply_filters( 'video_content_widgets_proxy_max_answers', self::MAX_ANSWERS ) );
		foreach ( array_slice( array_keys( $keys ), 0, max( 0, count( $keys ) - $max ) ) as $old ) {
			delete_transient( $old );
			unset( $keys[ $old ] );
		}
		update_option( self::OPTION, $keys, false );
	}
}
