<?php
/**
 * A player block's or shortcode's `<video-player>` printed with its record (VCW_Player_Markup),
 * the record read through the proxy's upstream and its kept answers, so a page view asks the
 * service at most once a minute per video, as the proxy route does.
 *
 * @package VideoContentWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Gets a player's record on the server and prints the player with it, or says it cannot.
 */
final class VCW_Printed_Player {

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
	public static function markup( $attributes ) {
		$id       = isset( $attributes['video-id'] ) ? (string) $attributes['video-id'] : '';
		$settings = VCW_Settings::proxy_settings();
		$parts    = self::parts();
		if ( null === $settings || null === $parts || ! preg_match( '/^(?:0|[1-9][0-9]{0,14})$/D', $id ) ) {
			return null;
		}
		$settings['timeout'] = min( $settings['timeout'], self::TIMEOUT );
		$served              = ( new VCW_Proxy_Upstream( $settings ) )->answer( VCW_Proxy_Route::LIST_PATH . '/' . $id );
		if ( ! isset( $served['answer'] ) || 200 !== $served['answer']['status'] ) {
			return null;
		}
		$body = json_decode( $served['answer']['body'] );
		$item = isset( $body->data->items ) && is_array( $body->data->items ) && isset( $body->data->items[0] ) ? $body->data->items[0] : null;
		// A record of another id would be printed under that id, and so not be the author's video.
		if ( ! isset( $item->id ) || ! is_numeric( $item->id ) || (float) $item->id !== (float) $id ) {
			return null;
		}
		// In the page's language (`<html lang>`, language_attributes()), which the element speaks.
		$html = VCW_Player_Markup::render( $item, $attributes, $parts, get_bloginfo( 'language' ) );
		return null === $html ? null : self::kept_from_filters( $html );
	}

	/**
	 * The build's CSS and words of the printed player (VCW_Player_Markup::PARTS_FILE), read once a
	 * request; null where the plugin's folder lacks it (a copy of the repository's folder, unbuilt).
	 *
	 * @return array|null
	 */
	private static function parts() {
		static $parts = false;
		if ( false === $parts ) {
			$file  = plugin_dir_path( VCW_FILE ) . VCW_Player_Markup::PARTS_FILE;
			$read  = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null;
			$parts = isset( $read['css'], $read['words'], $read['lengths'], $read['likely'] ) ? $read : null;
		}
		return $parts;
	}

	/**
	 * The printed player written so that the_content's filters, which run over a block's output,
	 * change nothing of it: each `[` of the service's strings as `&#91;` (`\u005b` in the JSON's
	 * strings), so do_shortcode() runs no `[gallery]` of a title; the `:`, `;` or `8` that starts
	 * a smiley (after a space or a tag) as a character reference, so convert_smilies() makes no
	 * emoji of a title's `:-)`. Both read back as they were: the DOM and the record stay the same.
	 * The styles before the frame are the build's own.
	 *
	 * @param string $html The printed player; `<` is escaped in the frame and the JSON, so the first
	 *                     `</style>` and `<script` are the printer's.
	 * @return string
	 */
	private static function kept_from_filters( $html ) {
		$frame = strpos( $html, '</style>' );
		$json  = strpos( $html, '<script' );
		$shown = preg_replace_callback(
			'/(?<=[\s>\xA0])[:;8]/',
			function ( $smiley ) {
				return '&#' . ord( $smiley[0] ) . ';';
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
