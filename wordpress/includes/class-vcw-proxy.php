<?php
/**
 * The key-holding proxy as a REST route of the plugin: the contract of the Node proxy
 * (src/proxy/serve.ts, cors.ts), tested against both by test/proxy-conformance/.
 *
 * @package VideoContentWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Answers every request below /wp-json/video-content-widgets/v1 from the raw request line:
 * WordPress's router would decode the path, drop repeated query parameters and answer OPTIONS
 * and unknown routes with bodies of its own. Its registered routes (VCW_Proxy_Routes) come here
 * through WordPress's dispatch; every other request of the namespace before it.
 */
final class VCW_Proxy {

	const REST_NAMESPACE = 'video-content-widgets/v1';

	const SECURITY_HEADERS = array(
		'x-content-type-options'  => 'nosniff',
		'referrer-policy'         => 'no-referrer',
		'content-security-policy' => "default-src 'none'; frame-ancestors 'none'",
	);

	const JSON_TYPE = 'application/json; charset=utf-8';

	const ALLOW = 'GET, HEAD, OPTIONS';

	/**
	 * The reply of the request being served, sent by serve().
	 *
	 * @var array|null
	 */
	private static $reply = null;

	/**
	 * Hooks the route in.
	 */
	public static function register() {
		// Before WordPress's own OPTIONS answer (priority 10).
		add_filter( 'rest_pre_dispatch', array( __CLASS__, 'dispatch' ), 0, 3 );
		// After WordPress's CORS headers (priority 10), which this route replaces with its own.
		add_filter( 'rest_pre_serve_request', array( __CLASS__, 'serve' ), 20, 4 );
	}

	/**
	 * The base URL the widgets are given: the route's address on this site.
	 *
	 * @return string
	 */
	public static function endpoint() {
		if ( '' === get_option( 'permalink_structure' ) ) {
			// rest_url() is `/index.php?rest_route=/…` there, to which the widgets cannot append
			// paths; VCW_Proxy_Routes names the route of this address.
			return home_url( '/index.php/' . rest_get_url_prefix() . '/' . self::REST_NAMESPACE );
		}
		return rest_url( self::REST_NAMESPACE );
	}

	/**
	 * Answers a request of this route's namespace; leaves every other one to WordPress.
	 *
	 * @param mixed           $result  A response already made by another filter, or null.
	 * @param WP_REST_Server  $server  The server.
	 * @param WP_REST_Request $request The request.
	 * @return mixed
	 */
	public static function dispatch( $result, $server, $request ) {
		$route = $request->get_route();
		// The namespace's own index is WordPress's, listing the routes.
		$below = 0 === strpos( $route, '/' . self::REST_NAMESPACE . '/' );
		if ( null !== $result || ! $below || VCW_Proxy_Routes::is_registered( $request->get_method(), $route ) ) {
			return $result;
		}
		return self::answer( $request );
	}

	/**
	 * The answer to a request of the namespace, made from its raw request line; the callback of
	 * the registered routes.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response
	 */
	public static function answer( $request ) {
		self::$reply = self::reply( $request->get_method(), $request->get_header( 'origin' ), $request );
		$response    = new WP_REST_Response( null, self::$reply['status'] );
		$response->set_headers( self::$reply['headers'] );
		return $response;
	}

	/**
	 * Sends this route's reply as it is: its own bytes (the ETag is of them), its own CORS headers.
	 *
	 * @param bool $served Whether the request was served already.
	 * @return bool
	 */
	public static function serve( $served ) {
		if ( $served || null === self::$reply ) {
			return $served;
		}
		$reply       = self::$reply;
		self::$reply = null;
		foreach ( array( 'Access-Control-Allow-Origin', 'Access-Control-Allow-Credentials', 'Access-Control-Allow-Methods', 'Access-Control-Allow-Headers', 'Access-Control-Expose-Headers', 'Vary', 'Link', 'Allow' ) as $name ) {
			header_remove( $name );
		}
		foreach ( $reply['headers'] as $name => $value ) {
			header( $name . ': ' . $value );
		}
		if ( null !== $reply['body'] ) {
			echo $reply['body']; // Unescaped on purpose: JSON with nosniff and a CSP of default-src 'none', never HTML.
		}
		return true;
	}

	/**
	 * The reply to one request: refusals first, then the (kept) upstream answer.
	 *
	 * @param string          $method  The request method.
	 * @param string|null     $origin  The Origin header.
	 * @param WP_REST_Request $request The request, for its other headers.
	 * @return array status, headers, body.
	 */
	private static function reply( $method, $origin, $request ) {
		$head = 'HEAD' === $method;
		$vary = array( 'vary' => 'Origin' );
		$uri   = VCW_Proxy_Routes::raw_uri();
		$line  = VCW_Proxy_Routes::request_line( $uri );
		$mount = (string) wp_parse_url( self::endpoint(), PHP_URL_PATH );
		if ( strlen( set_url_scheme( home_url(), is_ssl() ? 'https' : 'http' ) ) + strlen( $uri ) > VCW_Proxy_Route::MAX_URL_LENGTH ) {
			return self::error_reply( VCW_Proxy_Route::error( 414, 'uri-too-long', 'The URL is too long.' ), $vary, $head );
		}
		$at = strpos( $uri, '?' );
		if ( VCW_Proxy_Route::has_dot_segment_or_backslash( null === $line ? ( false === $at ? $uri : substr( $uri, 0, $at ) ) : $line['path'] ) ) {
			$bad = VCW_Proxy_Route::error( 400, 'invalid-path', 'The path may not contain . or .. segments or backslashes, encoded or not.' );
			return self::error_reply( $bad, $vary, $head );
		}
		if ( null === $line ) {
			return self::error_reply( VCW_Proxy_Route::error( 404, 'not-found', 'Unknown route: the proxy is at ' . $mount . '.' ), $vary, $head );
		}
		$cors = VCW_Proxy_Cors::headers( $origin );
		if ( null === $cors ) {
			$refused = VCW_Proxy_Route::error( 403, 'origin-not-allowed', 'This origin may not use the proxy.' );
			$preflight_vary = 'OPTIONS' === $method ? VCW_Proxy_Cors::preflight_vary() : $vary;
			return self::error_reply( $refused, array_merge( $preflight_vary, array( 'access-control-allow-origin' => $origin ) ), $head );
		}
		if ( 'OPTIONS' === $method ) {
			return VCW_Proxy_Cors::preflight( $request->get_header( 'access-control-request-method' ), $cors );
		}
		if ( 'GET' !== $method && ! $head ) {
			return self::error_reply( self::not_allowed(), array_merge( $vary, $cors ), false );
		}
		$limited = VCW_Proxy_Rate_Limit::refusal();
		if ( null !== $limited ) {
			return self::error_reply( $limited, array_merge( $vary, $cors ), $head );
		}
		$target = VCW_Proxy_Route::upstream_path( $line['below'], $line['query'] );
		if ( VCW_Proxy_Route::is_error( $target ) ) {
			return self::error_reply( $target, array_merge( $vary, $cors ), $head );
		}
		$settings = VCW_Settings::proxy_settings();
		if ( null === $settings ) {
			$unset = VCW_Proxy_Route::error( 503, 'not-configured', 'The video service is not set up yet: an administrator sets its address and key under Settings, Video widgets.' );
			return self::error_reply( $unset, array_merge( $vary, $cors ), $head );
		}
		$served = ( new VCW_Proxy_Upstream( $settings ) )->answer( $target['path'] );
		if ( ! isset( $served['answer'] ) ) {
			return self::error_reply( $served, array_merge( $vary, $cors ), $head );
		}
		return self::answer_reply( $served, array_merge( $cors, $target['headers'] ), $settings, $head, $request->get_header( 'if-none-match' ) );
	}

	/**
	 * A kept answer as a reply, 304 when the client has it already.
	 *
	 * @param array       $served        The answer and its state (HIT, MISS, STALE).
	 * @param array       $cors          The CORS headers of the request, and its target's.
	 * @param array       $settings      The proxy settings.
	 * @param bool        $head          Whether the request is HEAD.
	 * @param string|null $if_none_match The If-None-Match header.
	 * @return array
	 */
	private static function answer_reply( $served, $cors, $settings, $head, $if_none_match ) {
		$answer    = $served['answer'];
		$ttl       = $settings['cache_ttl'];
		$stale     = $settings['stale_ttl'];
		$headers   = array_merge( self::SECURITY_HEADERS, array( 'vary' => 'Origin, Accept-Encoding' ), $cors );
		$headers['cache-control'] = $ttl > 0
			? "public, max-age=$ttl, s-maxage=$ttl, stale-while-revalidate=$stale, stale-if-error=$stale"
			: 'no-store';
		$headers['age']     = (string) max( 0, (int) floor( microtime( true ) - $answer['stored_at'] ) );
		$headers['x-cache'] = $served['state'];
		if ( 200 === $answer['status'] ) {
			$headers['etag'] = $answer['etag'];
			if ( self::if_none_match( $if_none_match, $answer['etag'] ) ) {
				return array(
					'status'  => 304,
					'headers' => $headers,
					'body'    => null,
				);
			}
		}
		$headers['content-type'] = self::JSON_TYPE;
		return array(
			'status'  => $answer['status'],
			'headers' => $headers,
			'body'    => $head ? null : $answer['body'],
		);
	}

	/**
	 * Whether an If-None-Match header names the ETag (weak comparison, as RFC 9110 asks for GET).
	 *
	 * @param string|null $header The header.
	 * @param string      $etag   The answer's ETag.
	 * @return bool
	 */
	private static function if_none_match( $header, $etag ) {
		if ( null === $header ) {
			return false;
		}
		foreach ( explode( ',', $header ) as $tag ) {
			$candidate = preg_replace( '#^W/#', '', trim( $tag ) );
			if ( '*' === $candidate || $etag === $candidate ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The 405 of a method other than GET, HEAD and OPTIONS.
	 *
	 * @return array
	 */
	public static function not_allowed() {
		return VCW_Proxy_Route::error( 405, 'method-not-allowed', 'Only GET and HEAD are supported.', array( 'allow' => self::ALLOW ) );
	}

	/**
	 * A refusal as a reply: `{"error": {code, message}}`, never cached.
	 *
	 * @param array $error The refusal.
	 * @param array $extra The CORS and Vary headers of the request.
	 * @param bool  $head  Whether the request is HEAD (no body).
	 * @return array
	 */
	public static function error_reply( $error, $extra, $head ) {
		$body    = wp_json_encode(
			array(
				'error' => array(
					'code'    => $error['code'],
					'message' => $error['message'],
				),
			),
			JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
		);
		$headers = array_merge(
			self::SECURITY_HEADERS,
			$extra,
			$error['headers'],
			array(
				'content-type'  => self::JSON_TYPE,
				'cache-control' => 'no-store',
			)
		);
		return array(
			'status'  => $error['status'],
			'headers' => $headers,
			'body'    => $head ? null : $body,
		);
	}
}
