<?php
/**
 * A service record read on the server as the widgets read it (src/data/parse-video.ts), for the
 * PHP printers of the player and the carousel. Plain PHP, no WordPress function, so the tests of
 * those printers run it alone.
 *
 * @package VideoContentWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Parses a record as parseVideo() does, and says where it links for a reader without script.
 */
final class VCW_Printed_Record {

	/** Longest title kept, in UTF-16 units: MAX_TITLE_CHARS + 1 of parse-video.ts. */
	const MAX_TITLE_UNITS = 1001;

	/** Longest length a video can have, in seconds: MAX_DURATION of src/internal/format.ts. */
	const MAX_DURATION = 359999;

	/** Number.MAX_SAFE_INTEGER: the largest id JavaScript holds exactly. */
	const MAX_SAFE_INTEGER = 9007199254740991;

	/** What JavaScript's String.prototype.trim() takes off (PCRE's \s is another set). */
	const JS_SPACE = '[\x{9}-\x{D}\x{20}\x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}]';

	/**
	 * Where a poster or a card links for a reader without script (watchHref() of watch-href.ts): the tag's
	 * `watch-url` with `{id}` made the video's id, where it starts with `/` or `http(s)://`; else
	 * the video's MP4 file, or its stream.
	 *
	 * @param array $video      The parsed record.
	 * @param array $attributes The tag's attributes.
	 * @return string|null
	 */
	public static function watch_href( $video, $attributes ) {
		$url = (string) VCW_Markup::attribute_value( $attributes, 'watch-url' );
		if ( preg_match( '~^(https?://|/)~i', $url ) ) {
			return str_replace( '{id}', (string) $video['id'], $url );
		}
		$details = $video['playbackDetails'];
		return isset( $details['mp4Url'] ) ? $details['mp4Url'] : ( isset( $details['streamUrl'] ) ? $details['streamUrl'] : null );
	}

	/**
	 * The record as parseVideo() keeps it, its fields in the same order; null where it would drop it.
	 *
	 * @param mixed $raw The record.
	 * @return array|null
	 * @throws UnexpectedValueException For a URL or number this printer cannot write as Node would.
	 */
	public static function parse( $raw ) {
		if ( ! is_object( $raw ) ) {
			return null;
		}
		$id       = self::integer( self::field( $raw, 'id' ) );
		$title    = self::text( self::field( $raw, 'title' ) );
		$playback = self::playback( self::field( $raw, 'playbackDetails' ) );
		if ( null === $id || null === $title || null === $playback ) {
			return null;
		}
		$date       = self::text( self::field( $raw, 'originalDate' ) );
		$categories = self::field( $raw, 'categories' );
		$items      = is_object( $categories ) ? self::field( $categories, 'items' ) : null;
		$video      = array(
			'id'              => $id,
			'title'           => self::clamp( $title, self::MAX_TITLE_UNITS ),
			'originalDate'    => null !== $date && self::is_calendar_date( $date ) ? $date : null,
			'finasset'        => self::text( self::field( $raw, 'finasset' ) ),
			'community'       => true === self::field( $raw, 'community' ),
			'difficulty'      => self::integer( self::field( $raw, 'difficulty' ) ),
			'timeSensitivity' => self::integer( self::field( $raw, 'timeSensitivity' ) ),
			'sector'          => self::text( self::field( $raw, 'sector' ) ),
			'tags'            => self::texts( self::field( $raw, 'tags' ) ),
			'playbackDetails' => $playback,
			'categories'      => array( 'items' => array() ),
		);
		foreach ( is_array( $items ) ? $items : array() as $item ) {
			$name = is_object( $item ) ? self::text( self::field( $item, 'categoryName' ) ) : null;
			if ( null !== $name ) {
				$video['categories']['items'][] = array( 'categoryName' => $name );
			}
		}
		return self::without_null( $video );
	}

	/**
	 * The playback details as parsePlayback() keeps them: null without a stream or an MP4.
	 *
	 * @param mixed $raw The record's playbackDetails.
	 * @return array|null
	 * @throws UnexpectedValueException As parse().
	 */
	private static function playback( $raw ) {
		if ( ! is_object( $raw ) ) {
			return null;
		}
		$details = array();
		foreach ( array( 'streamUrl', 'mp4Url', 'thumbnailUrl', 'gifUrl' ) as $name ) {
			$details[ $name ] = self::http_url( self::field( $raw, $name ) );
		}
		$duration = self::field( $raw, 'duration' );
		if ( ( is_int( $duration ) || is_float( $duration ) ) && $duration >= 0 && $duration <= self::MAX_DURATION ) {
			// PHP writes 1.5e-5 where JavaScript writes 0.000015; no video is that short.
			if ( $duration > 0 && $duration < 0.001 ) {
				throw new UnexpectedValueException( 'duration' );
			}
			$details['duration'] = floor( $duration ) === (float) $duration ? (int) $duration : $duration;
		}
		return null === $details['streamUrl'] && null === $details['mp4Url'] ? null : self::without_null( $details );
	}

	/**
	 * A field of a JSON object, or null.
	 *
	 * @param object $raw  The object.
	 * @param string $name The field.
	 * @return mixed
	 */
	private static function field( $raw, $name ) {
		return isset( $raw->$name ) ? $raw->$name : null;
	}

	/**
	 * A string trimmed as JavaScript trims, or null for a non-string or a blank one.
	 *
	 * @param mixed $value The value.
	 * @return string|null
	 */
	private static function text( $value ) {
		if ( ! is_string( $value ) ) {
			return null;
		}
		$trimmed = preg_replace( '/^' . self::JS_SPACE . '+|' . self::JS_SPACE . '+$/uD', '', $value );
		return null === $trimmed || '' === $trimmed ? null : $trimmed;
	}

	/**
	 * The non-blank strings of a list, trimmed; an empty list for anything else.
	 *
	 * @param mixed $value The value.
	 * @return string[]
	 */
	private static function texts( $value ) {
		return is_array( $value ) ? array_values( array_filter( array_map( array( __CLASS__, 'text' ), $value ), 'is_string' ) ) : array();
	}

	/**
	 * An integer JavaScript holds exactly (Number.isSafeInteger()), or null.
	 *
	 * @param mixed $value The value (JSON's 42.0 is a float in PHP, 42 in JavaScript).
	 * @return int|null
	 */
	private static function integer( $value ) {
		$whole = is_int( $value ) || ( is_float( $value ) && floor( $value ) === $value );
		return $whole && abs( $value ) <= self::MAX_SAFE_INTEGER ? (int) $value : null;
	}

	/**
	 * An http(s) URL as `new URL(value).href` writes it, or null where httpUrl() gives none.
	 * Only URLs already in that form (but for the scheme's and host's case, a default port or
	 * an empty path) are taken: the WHATWG parser's other rewritings are not redone here.
	 *
	 * @param mixed $value The value.
	 * @return string|null
	 * @throws UnexpectedValueException For a URL the WHATWG parser might rewrite.
	 */
	private static function http_url( $value ) {
		$raw = self::text( $value );
		// No scheme (a relative URL, without a base), or a scheme other than http(s).
		if ( null === $raw || false === strpos( $raw, ':' ) || preg_match( '/^(?!https?:)[a-z][a-z0-9+.-]*:/iD', $raw ) ) {
			return null;
		}
		// Characters the parser leaves as they are in a path, a query and a fragment.
		$plain = '[A-Za-z0-9\-._~!$&()*+,;=:@%/]*';
		$query = '[A-Za-z0-9\-._~!$&()*+,;=:@%/?]*';
		$label = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
		// A name whose last label is not a number, or an IPv4 address as the parser writes it.
		$byte  = '(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])';
		$host  = '(?:' . $label . '\.)*[a-z](?:[a-z0-9-]*[a-z0-9])?|' . $byte . '(?:\.' . $byte . '){3}';
		$url   = '#^(https?)://(' . $host . ')(?::(0|[1-9][0-9]{0,4}))?(/' . $plain . ')?(\?' . $query . ')?(\#' . $query . ')?$#iD';
		if ( ! preg_match( $url, $raw, $part ) || preg_match( '#xn--|/\.|%2e#i', $raw ) ) {
			throw new UnexpectedValueException( 'url' );
		}
		$scheme = strtolower( $part[1] );
		$port   = isset( $part[3] ) ? $part[3] : '';
		if ( '' !== $port && ( (int) $port > 65535 || ( 'http' === $scheme ? '80' : '443' ) === $port ) ) {
			// Refused by the parser, or dropped as the scheme's default.
			if ( (int) $port > 65535 ) {
				return null;
			}
			$port = '';
		}
		$path = isset( $part[4] ) && '' !== $part[4] ? $part[4] : '/';
		$rest = ( isset( $part[5] ) ? $part[5] : '' ) . ( isset( $part[6] ) ? $part[6] : '' );
		return $scheme . '://' . strtolower( $part[2] ) . ( '' === $port ? '' : ':' . $port ) . $path . $rest;
	}

	/**
	 * Whether an originalDate names a real day and time, as calendarDate() of format.ts decides.
	 *
	 * @param string $date The value.
	 * @return bool
	 */
	private static function is_calendar_date( $date ) {
		if ( ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|[+-](\d{2}):(\d{2}))$/D', $date, $m ) ) {
			return false;
		}
		$year = (int) $m[1];
		$leap = 0 === $year % 4 && ( 0 !== $year % 100 || 0 === $year % 400 );
		$days = array( 31, $leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 );
		$time = (int) $m[4] <= 23 && (int) $m[5] <= 59 && (int) $m[6] <= 59
			&& ( ! isset( $m[7] ) || ( (int) $m[7] <= 18 && (int) $m[8] <= 59 ) );
		$month = (int) $m[2];
		return $time && $month >= 1 && $month <= 12 && (int) $m[3] >= 1 && (int) $m[3] <= $days[ $month - 1 ];
	}

	/**
	 * A text cut as clampText() of format.ts cuts it: to `$max` UTF-16 units, ending in "…".
	 *
	 * @param string $text The text.
	 * @param int    $max  The most UTF-16 units kept.
	 * @return string
	 */
	public static function clamp( $text, $max ) {
		// A UTF-16 unit per code point, two for one of four UTF-8 bytes.
		$units = preg_match_all( '/[^\x80-\xBF]/', $text ) + preg_match_all( '/[\xF0-\xF7]/', $text );
		if ( $units <= $max ) {
			return $text;
		}
		preg_match_all( '/./su', $text, $chars );
		$kept = '';
		$used = 0;
		foreach ( $chars[0] as $char ) {
			$used += strlen( $char ) > 3 ? 2 : 1;
			if ( $used > $max - 1 ) {
				break;
			}
			$kept .= $char;
		}
		return $kept . '…';
	}

	/**
	 * An array without its null values (withoutUndefined() of parse-video.ts).
	 *
	 * @param array $values The values.
	 * @return array
	 */
	private static function without_null( $values ) {
		return array_filter(
			$values,
			function ( $value ) {
				return null !== $value;
			}
		);
	}
}
