<?php
/**
 * A block's or shortcode's `<video-player>` printed with its record (VCW_Player_Markup) and
 * `<video-carousel>` with its list (VCW_Carousel_Markup), read through the proxy's upstream and
 * its kept answers, so a page view asks the service at most once a minute per video or list, as
 * the proxy route does.
 *
 * @package VideoContentWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Gets a widget's data on the server and prints the widget with it, or says it cannot.
 */
final class VCW_Printed_Widgets {

	/**
	 * Seconds a page waits for the service at most: a visitor waits for the page, and without the
	 * record the page still works (the element asks for it itself).
	 */
	const TIMEOUT = 3;

	/**
	 * The printed player for a tag's attributes, or null where the record cannot be had (no
	 * settings, a video id that is not one, the service failing with nothing kept, no such video)
	 * or printed: the caller then prints the bare tag.
	 *
	 * @param array $attributes The tag's attributes: name => string, or true for a bare one.
	 * @return string|null
	 */
	public static function player( $attributes ) {
		$id    = isset( $attributes['video-id'] ) ? (string) $attributes['video-id'] : '';
		$parts = self::parts( VCW_Player_Markup::PARTS_FILE );
		if ( null === $parts || ! preg_match( '/^(?:0|[1-9][0-9]{0,14})$/D', $id ) ) {
			return null;
		}
		$items = self::items( VCW_Proxy_Route::LIST_PATH . '/' . $id );
		$item  = isset( $items[0] ) ? $items[0] : null;
		// A record of another id would be printed under that id, and so not be the author's video.
		if ( ! isset( $item->id ) || ! is_numeric( $item->id ) || (float) $item->id !== (float) $id ) {
			return null;
		}
		// In the page's language (`<html lang>`, language_attributes()), which the element speaks.
		$html = VCW_Player_Markup::render( $item, $attributes, $parts, get_bloginfo( 'language' ) );
		return null === $html ? null : self::kept_from_filters( $html );
	}

	/**
	 * The printed carousel for a tag's attributes, or null where its list cannot be had or printed
	 * (VCW_Carousel_Markup::render()): the caller then prints the bare tag. The list is the one
	 * the element would ask the proxy for: its `category` and `limit`.
	 *
	 * @param array $attributes The tag's attributes: name => string, or true for a bare one.
	 * @return string|null
	 */
	public static function carousel( $attributes ) {
		$parts    = self::parts( VCW_Player_Markup::PARTS_FILE );
		$carousel = self::parts( VCW_Carousel_Markup::PARTS_FILE );
		$category = (string) VCW_Markup::attribute_value( $attributes, 'category' );
		$limit    = VCW_Markup::attribute_value( $attributes, 'limit' );
		$limit    = null === $limit ? (string) VCW_Carousel_Markup::DEFAULT_LIMIT : trim( $limit );
		if ( null === $parts || null === $carousel ) {
			return null;
		}
		$query  = ( '' === $category ? '' : 'categoryName=' . rawurlencode( $category ) . '&' ) . 'limit=' . rawurlencode( $limit );
		$target = VCW_Proxy_Route::upstream_path( VCW_Proxy_Route::LIST_PATH, $query );
		$items  = isset( $target['path'] ) ? self::items( $target['path'] ) : null;
		if ( null === $items ) {
			return null;
		}
		// In the page's language, as the player.
		$html = VCW_Carousel_Markup::render( $items, $attributes, $parts, $carousel, get_bloginfo( 'language' ) );
		return null === $html ? null : self::kept_from_filters( $html );
	}

	/**
	 * The items of the service's answer for an upstream path, through the proxy's upstream and its
	 * kept answers; null without settings, or where the service fails with nothing kept.
	 *
	 * @param string $path The upstream path.
	 * @return array|null The items, as json_decode() without `assoc` makes them.
	 */
	private static function items( $path ) {
		$settings = VCW_Settings::proxy_settings();
		if ( null === $settings ) {
			return null;
		}
		$settings['timeout'] = min( $settings['timeout'], self::TIMEOUT );
		$served              = ( new VCW_Proxy_Upstream( $settings ) )->answer( $path );
		if ( ! isset( $served['answer'] ) || 200 !== $served['answer']['status'] ) {
			return null;
		}
		$body = json_decode( $served['answer']['body'] );
		return isset( $body->data->items ) && is_array( $body->data->items ) ? $body->data->items : null;
	}

	/**
	 * One of the build's files of a printer's CSS, words and forms (VCW_Player_Markup::PARTS_FILE,
	 * VCW_Carousel_Markup::PARTS_FILE), read once a request; null where the plugin's folder lacks
	 * it (a copy of the repository's folder, unbuilt).
	 *
	 * @param string $name The file, in the plugin's folder.
	 * @return array|null
	 */
	private static function parts( $name ) {
		static $read = array();
		if ( ! array_key_exists( $name, $read ) ) {
			$file          = plugin_dir_path( VCW_FILE ) . $name;
			$read[ $name ] = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null;
		}
		return is_array( $read[ $name ] ) && isset( $read[ $name ]['css'] ) ? $read[ $name ] : null;
	}

	/**
	 * A printed widget written so that the_content's filters, which run over a block's output,
	 * change nothing of it: each `[` of the service's strings as `&#91;` (`\u005b` in the JSON's
	 * strings), so do_shortcode() runs no `[gallery]` of a title; in text, the `:`, `;` or `8`
	 * that starts a smiley (after a space or a tag) as a character reference, so convert_smilies()
	 * makes no emoji of a title's `:-)`. Both read back as they were: the DOM and the data stay
	 * the same. Tags and comments are left as they are: convert_smilies() does not read them, and
	 * a reference in a comment would not read back (lit's `<!--lit-node 8-->`). The styles before
	 * the frame are the build's own.
	 *
	 * @param string $html The printed widget; `<` is escaped in the frame and the JSON, so the first
	 *                     `</style>` and `<script` are the printer's.
	 * @return string
	 */
	private static function kept_from_filters( $html ) {
		$frame = strpos( $html, '</style>' );
		$json  = strpos( $html, '<script' );
		$shown = preg_replace_callback(
			'/<[^>]*>|(?<=[\s>\xA0])[:;8]/',
			function ( $found ) {
				return '<' === $found[0][0] ? $found[0] : '&#' . ord( $found[0] ) . ';';
			},
			str_replace( '[', '&#91;', substr( $html, $frame, $json - $frame ) )
		);
		$data  = preg_replace_callback(
			'/"(?:[^"\\\\]|\\\\.)*"/',
			function ( $text ) {
				return str_replace( '[', '\u005b', $text[0] );
			},
			substr( $html, $json )
		);
		return substr( $html, 0, $frame ) . $shown . $data;
	}
}
