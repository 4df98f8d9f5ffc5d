<?php
/**
 * The proxy's routes and parameter checks: the same rules as the Node proxy's src/proxy/route.ts.
 *
 * @package VideoContentWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Maps a path below the mount and its raw query onto the one upstream path it may reach,
 * rebuilt from validated parts only, or onto the refusal the Node proxy answers.
 */
final class VCW_Proxy_Route {

	/** Longest categoryName forwarded. */
	const MAX_CATEGORY_LENGTH = 200;

	/** Largest limit forwarded; a larger one is lowered to it, never refused. */
	const MAX_LIMIT = 100;

	/**
	 * Names the limit forwarded in place of a larger one: a widget may ask for up to 1000 videos,
	 * and a refusal would be an error a visitor's Try again cannot mend (src/proxy/route.ts).
	 */
	const LIMIT_HEADER = 'x-limit-applied';

	/** Longest request URL accepted, scheme and host included. */
	const MAX_URL_LENGTH = 2048;

	const LIST_PATH = '/content/video';

	/**
	 * The upstream path for a request with the headers its answer carries (an array with path and
	 * headers), or a refusal (an array with status, code and message).
	 *
	 * @param string $path  The raw path below the mount, e.g. `/content/video/1001`.
	 * @param string $query The raw query string, without the `?`.
	 * @return array
	 */
	public static function upstream_path( $path, $query ) {
		$params = self::parse_query( $query );
		if ( self::LIST_PATH === $path ) {
			return self::list_path( $params );
		}
		if ( ! preg_match( '#^/content/video/([^/]*)$#D', $path, $match ) ) {
			return self::error( 404, 'not-found', 'Unknown route: use /content/video or /content/video/<id>.' );
		}
		// Canonical decimal only, so one video has one cache key and one upstream path.
		if ( ! preg_match( '/^(?:0|[1-9][0-9]{0,14})$/D', $match[1] ) ) {
			return self::error( 400, 'invalid-id', 'The video id must be a non-negative integer.' );
		}
		if ( count( $params ) > 0 ) {
			return self::error( 400, 'unknown-parameter', 'A single video takes no query parameters.' );
		}
		return self::target( self::LIST_PATH . '/' . $match[1] );
	}

	/**
	 * Whether upstream_path() refused the request.
	 *
	 * @param array $target What upstream_path() returned.
	 * @return bool
	 */
	public static function is_error( $target ) {
		return isset( $target['code'] );
	}

	/**
	 * Whether a request path holds a dot segment or a backslash in any encoding, plain,
	 * percent-encoded or encoded again (see src/proxy/safe-path.ts).
	 *
	 * @param string $path The raw request path.
	 * @return bool
	 */
	public static function has_dot_segment_or_backslash( $path ) {
		$current = $path;
		for ( ;; ) {
			if ( false !== strpos( $current, '\\' ) ) {
				return true;
			}
			foreach ( explode( '/', $current ) as $segment ) {
				if ( '.' === $segment || '..' === $segment ) {
					return true;
				}
			}
			$decoded = preg_replace_callback(
				'/%(2e|2f|5c|25)/i',
				function ( $escape ) {
					return rawurldecode( $escape[0] );
				},
				$current
			);
			if ( $decoded === $current ) {
				return false;
			}
			$current = $decoded;
		}
	}

	/**
	 * A refusal, as the Node proxy's `proxyError`.
	 *
	 * @param int    $status  HTTP status.
	 * @param string $code    The `error.code` of the body.
	 * @param string $message Words that say what to do.
	 * @param array  $headers Extra headers (Allow, Retry-After).
	 * @return array
	 */
	public static function error( $status, $code, $message, $headers = array() ) {
		return array(
			'status'  => $status,
			'code'    => $code,
			'message' => $message,
			'headers' => $headers,
		);
	}

	/**
	 * A path the request may reach, and the headers of its answer.
	 *
	 * @param string $path    The upstream path.
	 * @param array  $headers Headers the answer carries.
	 * @return array
	 */
	private static function target( $path, $headers = array() ) {
		return array(
			'path'    => $path,
			'headers' => $headers,
		);
	}

	/**
	 * The list route's upstream path.
	 *
	 * @param array $params Name and value pairs, in order, repeats kept.
	 * @return array
	 */
	private static function list_path( $params ) {
		$names = array_column( $params, 0 );
		foreach ( $names as $name ) {
			if ( 'categoryName' !== $name && 'limit' !== $name ) {
				return self::error( 400, 'unknown-parameter', 'Unknown query parameter: only categoryName and limit are accepted.' );
			}
		}
		if ( count( array_unique( $names ) ) !== count( $names ) ) {
			return self::error( 400, 'duplicate-parameter', 'Give categoryName and limit once each.' );
		}
		$values   = array_column( $params, 1, 0 );
		$category = isset( $values['categoryName'] ) ? $values['categoryName'] : null;
		$limit    = isset( $values['limit'] ) ? $values['limit'] : null;
		if ( null !== $category && ! self::is_category( $category ) ) {
			return self::error( 400, 'invalid-category', 'categoryName must be 1 to ' . self::MAX_CATEGORY_LENGTH . ' characters without control characters.' );
		}
		if ( null !== $limit && ! preg_match( '/^[1-9][0-9]{0,8}$/D', $limit ) ) {
			return self::error( 400, 'invalid-limit', 'limit must be a whole number from 1, such as 12.' );
		}
		// One upstream path (and cache row) for every limit at or above the maximum.
		$max_limit = self::max_limit();
		$lowered   = null !== $limit && (int) $limit > $max_limit;
		$parts     = array();
		if ( null !== $category ) {
			$parts[] = 'categoryName=' . rawurlencode( $category );
		}
		if ( null !== $limit ) {
			$parts[] = 'limit=' . ( $lowered ? $max_limit : $limit );
		}
		$path = $parts ? self::LIST_PATH . '?' . implode( '&', $parts ) : self::LIST_PATH;
		return self::target( $path, $lowered ? array( self::LIMIT_HEADER => (string) $max_limit ) : array() );
	}

	/**
	 * The largest limit forwarded, as the Node proxy's `maxLimit`.
	 *
	 * @return int
	 */
	private static function max_limit() {
		/**
		 * Filters the largest `limit` the proxy forwards (default 100).
		 *
		 * @param int $max_limit At least 1.
		 */
		return max( 1, (int) apply_filters( 'video_content_widgets_proxy_max_limit', self::MAX_LIMIT ) );
	}

	/**
	 * Whether a category is 1 to 200 UTF-16 code units (as JavaScript counts) without control characters.
	 *
	 * @param string $category The decoded value.
	 * @return bool
	 */
	private static function is_category( $category ) {
		if ( '' === $category || preg_match( '/[\x00-\x1f\x7f]/', $category ) ) {
			return false;
		}
		$units = function_exists( 'mb_convert_encoding' )
			? strlen( mb_convert_encoding( $category, 'UTF-16LE', 'UTF-8' ) ) / 2
			: strlen( $category );
		return $units <= self::MAX_CATEGORY_LENGTH;
	}

	/**
	 * The query as URLSearchParams reads it: pairs in order, repeats kept (PHP's $_GET drops them).
	 *
	 * @param string $query The raw query string.
	 * @return array List of array( name, value ).
	 */
	private static function parse_query( $query ) {
		$pairs = array();
		foreach ( explode( '&', $query ) as $piece ) {
			if ( '' === $piece ) {
				continue;
			}
			$at      = strpos( $piece, '=' );
			$name    = false === $at ? $piece : substr( $piece, 0, $at );
			$value   = false === $at ? '' : substr( $piece, $at + 1 );
			$pairs[] = array( urldecode( $name ), urldecode( $value ) );
		}
		return $pairs;
	}
}
