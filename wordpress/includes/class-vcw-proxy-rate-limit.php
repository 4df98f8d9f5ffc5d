<?php
/**
 * The proxy's rate limit per client, as the Node proxy's (src/proxy/rate-limit.ts): a token
 * bucket of 60 requests at once, refilled 10 a second. Buckets live in the object cache where the
 * site has a persistent one, else in one option bounded to MAX_CLIENTS: not a row per visitor.
 *
 * @package VideoContentWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Takes a token from a client's bucket, or says how long to wait for one.
 */
final class VCW_Proxy_Rate_Limit {

	/** The option that holds the buckets on a site without a persistent object cache. */
	const OPTION = 'video_content_widgets_rates';

	/** Clients remembered in the option; the least recently seen are forgotten first. */
	const MAX_CLIENTS = 500;

	const CACHE_GROUP = 'video-content-widgets-rates';

	/**
	 * The 429 due when the request's client has used up its bucket, else null.
	 *
	 * @return array|null A refusal (VCW_Proxy_Route::error()).
	 */
	public static function refusal() {
		// Unsanitized on purpose: an address, used only as a hashed key.
		$address = isset( $_SERVER['REMOTE_ADDR'] ) ? (string) $_SERVER['REMOTE_ADDR'] : '';
		/**
		 * Filters the name of the client a request is counted against; default its address.
		 * A site behind a reverse proxy or CDN names the visitor's address here. Empty: not limited.
		 *
		 * @param string $client The client's address.
		 */
		$client = (string) apply_filters( 'video_content_widgets_proxy_client', $address );
		/**
		 * Filters the rate limit of a client: `burst` requests at once, `per_second` in the long
		 * run (default 60 and 10, as the Node proxy's), or false for none.
		 *
		 * @param array|false $limit  burst, per_second.
		 * @param string      $client The client.
		 */
		$limit = apply_filters(
			'video_content_widgets_proxy_rate_limit',
			array(
				'burst'      => 60,
				'per_second' => 10,
			),
			$client
		);
		if ( '' === $client || ! is_array( $limit ) ) {
			return null;
		}
		$wait = self::take( md5( $client ), max( 1, (int) $limit['burst'] ), max( 0.001, (float) $limit['per_second'] ), microtime( true ) );
		if ( $wait <= 0 ) {
			return null;
		}
		return VCW_Proxy_Route::error( 429, 'rate-limited', 'Too many requests; try again later.', array( 'retry-after' => (string) $wait ) );
	}

	/**
	 * Takes a token from the client's bucket: 0 when there was one, else whole seconds to wait.
	 *
	 * @param string $client     The client's key.
	 * @param int    $burst      The bucket's size.
	 * @param float  $per_second Its refill rate.
	 * @param float  $now        Seconds.
	 * @return int
	 */
	private static function take( $client, $burst, $per_second, $now ) {
		$shared  = wp_using_ext_object_cache();
		$buckets = $shared ? array() : get_option( self::OPTION, array() );
		$buckets = is_array( $buckets ) ? $buckets : array();
		$bucket  = $shared ? wp_cache_get( $client, self::CACHE_GROUP ) : ( isset( $buckets[ $client ] ) ? $buckets[ $client ] : false );
		$bucket  = is_array( $bucket ) ? $bucket : array( $burst, $now );
		$tokens  = min( $burst, $bucket[0] + max( 0, $now - $bucket[1] ) * $per_second );
		$wait    = $tokens >= 1 ? 0 : max( 1, (int) ceil( ( 1 - $tokens ) / $per_second ) );
		$bucket  = array( $tokens >= 1 ? $tokens - 1 : $tokens, $now );
		if ( $shared ) {
			// Kept until a full bucket would be back: then a missing one means the same.
			wp_cache_set( $client, $bucket, self::CACHE_GROUP, (int) ceil( $burst / $per_second ) + 1 );
			return $wait;
		}
		unset( $buckets[ $client ] );
		$buckets[ $client ] = $bucket;
		// The most recently seen last: forget from the front.
		$buckets = array_slice( $buckets, -self::MAX_CLIENTS, null, true );
		update_option( self::OPTION, $buckets, false );
		return $wait;
	}
}
