<?php
/**
 * `<video-player>` printed as Declarative Shadow DOM holding its record: the markup of the Node
 * renderer (src/server/render-player.ts), byte for byte, which test/server/render-player-php.test.ts
 * compares for the same records. Plain PHP, no WordPress function, so that test runs it alone.
 *
 * @package VideoContentWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Writes the poster facade of src/video-player/facade-template.ts for a record parsed as
 * src/data/parse-video.ts parses it (VCW_Printed_Record); the styles and words come from the build
 * (assets/printed-player.json), so they are the TypeScript's own.
 */
final class VCW_Player_Markup {

	/** The build's file of the shadow root's CSS and the facade's words. */
	const PARTS_FILE = 'assets/printed-player.json';

	/**
	 * The printed player, or null for a record the player could not play, or one whose URLs or
	 * numbers this printer cannot write exactly as Node would (the page then prints the bare tag,
	 * and the element asks for the record itself).
	 *
	 * @param mixed  $record     One item of the service's answer, as json_decode() without `assoc` makes it.
	 * @param array  $attributes The element's other attributes: name => string, or true for a bare one.
	 * @param array  $parts      The build's CSS and words (PARTS_FILE, decoded as arrays).
	 * @param string $lang       The language the element reads (its `lang`, else the page's), as
	 *                           renderPlayer()'s `lang`: its words and the length's, in it.
	 * @return string|null
	 */
	public static function render( $record, $attributes, $parts, $lang ) {
		try {
			$video = VCW_Printed_Record::parse( $record );
		} catch ( UnexpectedValueException $unsure ) {
			return null;
		}
		if ( null === $video ) {
			return null;
		}
		$language = VCW_Printed_Language::of( $lang, $parts );
		$strings  = $language['words'];
		$skinned  = isset( $attributes['controls'] ) && 'none' === $attributes['controls'];
		$frame    = VCW_Markup::element(
			'div',
			array(
				'part'       => 'base',
				'class'      => 'frame',
				'role'       => 'group',
				'aria-label' => self::fill( $strings['region'], $video['title'] ),
			),
			// Where the playback chunk's content will end (player-frame.ts).
			'<!---->' . self::facade( $video, $language, $skinned )
		) . self::link( $video, $strings, $skinned, $attributes );
		$named = array_merge( $attributes, array( 'video-id' => (string) $video['id'] ) );
		return VCW_Markup::printed_element( 'video-player', $named, $parts['css'], $frame, $video );
	}

	/**
	 * The poster facade (facadeNodes() without a place to resume: a server knows no viewer's).
	 *
	 * @param array $video    The parsed record.
	 * @param array $language The facade's words and the length's forms (VCW_Printed_Language::of()).
	 * @param bool  $skinned  Whether another skin draws the controls (`controls="none"`): the poster alone.
	 * @return string
	 */
	private static function facade( $video, $language, $skinned ) {
		$strings = $language['words'];
		$details = $video['playbackDetails'];
		$poster  = isset( $details['thumbnailUrl'] ) ? VCW_Markup::element(
			'img',
			array(
				'part'     => 'poster',
				'class'    => 'poster',
				'src'      => $details['thumbnailUrl'],
				'alt'      => '',
				'decoding' => 'async',
			),
			''
		) : '';
		if ( $skinned ) {
			return $poster;
		}
		$icon   = '<span part="play-icon" class="play-icon" aria-hidden="true"><svg viewBox="0 0 24 24" width="32" height="32"><path d="M8 5v14l11-7z"></path></svg></span>';
		$button = VCW_Markup::element(
			'button',
			array(
				'type'             => 'button',
				'part'             => 'facade',
				'class'            => 'facade',
				'aria-label'       => self::fill( $strings['play'], $video['title'] ),
				'aria-describedby' => 'details',
			),
			$poster . $icon
		);
		$length = '';
		if ( isset( $details['duration'] ) ) {
			$length = VCW_Markup::element(
				'p',
				array(
					'part'  => 'duration',
					'class' => 'duration',
				),
				'<span aria-hidden="true">' . VCW_Printed_Format::duration( $details['duration'] ) . '</span><span class="visually-hidden">' . VCW_Printed_Format::spoken( $details['duration'], $language['lengths'] ) . '</span>'
			);
		}
		$chips = array_merge(
			isset( $video['sector'] ) ? array( $video['sector'] ) : array(),
			$video['tags'],
			$video['community'] ? array( $strings['community'] ) : array()
		);
		$items = '';
		foreach ( $chips as $chip ) {
			$items .= '<li part="chip" class="chip">' . VCW_Markup::escape( $chip ) . '</li>';
		}
		$list = '' === $items ? '' : '<ul part="chips" class="chips">' . $items . '</ul>';
		return $button . '<div part="details" class="details" id="details"><p part="title" class="title">' . VCW_Markup::escape( $video['title'] ) . '</p>' . $length . $list . '</div>';
	}

	/**
	 * The link over the poster for a reader without script, whom the play button cannot serve
	 * (renderPlayer()), or nothing under another skin.
	 *
	 * @param array $video      The parsed record.
	 * @param array $strings    The facade's words.
	 * @param bool  $skinned    Whether another skin draws the controls.
	 * @param array $attributes The tag's attributes.
	 * @return string
	 */
	private static function link( $video, $strings, $skinned, $attributes ) {
		$href = VCW_Printed_Record::watch_href( $video, $attributes );
		if ( $skinned || null === $href ) {
			return '';
		}
		return VCW_Markup::element(
			'a',
			array(
				'part'             => 'facade-link',
				'class'            => 'facade-link',
				'href'             => $href,
				'aria-label'       => self::fill( $strings['play'], $video['title'] ),
				'aria-describedby' => 'details',
			),
			''
		);
	}

	/**
	 * `{title}` of a string filled in, as fill() of placeholders.ts.
	 *
	 * @param string $template The words.
	 * @param string $title    The title.
	 * @return string
	 */
	private static function fill( $template, $title ) {
		return str_replace( '{title}', $title, $template );
	}

}
