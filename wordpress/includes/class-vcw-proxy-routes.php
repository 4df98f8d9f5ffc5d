<?php
/**
 * Where the proxy sits in WordPress's REST API: its two routes registered (so the REST index
 * lists them), reached under any permalink structure, and the raw request line below the mount,
 * which the proxy checks as the Node proxy does (WordPress's router decodes the path, drops
 * repeated parameters and answers OPTIONS and unknown routes with bodies of its own).
 *
 * @package VideoContentWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers the routes and finds the request line a request names.
 */
final class VCW_Proxy_Routes {

	/** The registered routes below the namespace: the list, and one video. */
	const ROUTES = array( '/content/video', '/content/video/(?P<id>[^/]+)' );

	/**
	 * Hooks the routes in.
	 */
	public static function register() {
		add_action( 'rest_api_init', array( __CLASS__, 'register_routes' ) );
		// Before rest_api_loaded (priority 10), which serves what rest_route names.
		add_action( 'parse_request', array( __CLASS__, 'route_plain_permalinks' ), 0 );
	}

	/**
	 * Registers the two read routes. Their parameters are described, not typed: a typed one would
	 * have WordPress refuse a bad value in words of its own before the proxy's checks.
	 */
	public static function register_routes() {
		$list_args = array(
			'categoryName' => array( 'description' => __( 'Only videos of this category (1 to 200 characters).', 'video-content-widgets' ) ),
			'limit'        => array( 'description' => __( 'The most videos to list, a whole number from 1; above the proxy\'s maximum (100), the maximum.', 'video-content-widgets' ) ),
		);
		foreach ( self::ROUTES as $route ) {
			register_rest_route(
				VCW_Proxy::REST_NAMESPACE,
				$route,
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( 'VCW_Proxy', 'answer' ),
					// Public, as the pages that show the widgets: the key never leaves the server.
					'permission_callback' => '__return_true',
					'args'                => '/content/video' === $route ? $list_args : array(),
				)
			);
		}
	}

	/**
	 * Whether WordPress dispatches a request to a registered route of the proxy; every other
	 * request of the namespace (other methods, OPTIONS, other paths) the proxy answers before.
	 *
	 * @param string $method The request method.
	 * @param string $route  The route WordPress made of the request.
	 * @return bool
	 */
	public static function is_registered( $method, $route ) {
		$below = '/' . VCW_Proxy::REST_NAMESPACE;
		return in_array( $method, array( 'GET', 'HEAD' ), true )
			&& 1 === preg_match( '#^' . preg_quote( $below, '#' ) . '/content/video(?:/[^/]+)?$#D', $route );
	}

	/**
	 * Under plain permalinks WordPress matches no path, so it serves `/index.php/wp-json/…` (the
	 * widgets' endpoint there: they append paths to it) as its home page: this names the route.
	 *
	 * @param WP $wp The request being parsed.
	 */
	public static function route_plain_permalinks( $wp ) {
		if ( '' !== get_option( 'permalink_structure' ) || ! empty( $wp->query_vars['rest_route'] ) ) {
			return;
		}
		$line = self::request_line( self::raw_uri() );
		if ( null !== $line ) {
			$wp->query_vars['rest_route'] = '/' . VCW_Proxy::REST_NAMESPACE . rawurldecode( $line['below'] );
		}
	}

	/**
	 * The request URI as the client sent it, undecoded.
	 *
	 * @return string
	 */
	public static function raw_uri() {
		// Unsanitized on purpose: the proxy checks the raw request line byte by byte.
		return isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_unslash( $_SERVER['REQUEST_URI'] ) : '';
	}

	/**
	 * The proxy's part of a request URI: from its path below the mount (the endpoint's path), or
	 * from `?rest_route=/video-content-widgets/v1/…` (how WordPress names any REST route), with
	 * the rest of the query as it came. Null when the URI names neither.
	 *
	 * @param string $uri The raw request URI.
	 * @return array|null path (the raw path checked for dot segments), below (the path below the
	 *                    mount) and query (raw, without `?`).
	 */
	public static function request_line( $uri ) {
		$at    = strpos( $uri, '?' );
		$path  = false === $at ? $uri : substr( $uri, 0, $at );
		$query = false === $at ? '' : substr( $uri, $at + 1 );
		$mount = (string) wp_parse_url( VCW_Proxy::endpoint(), PHP_URL_PATH );
		if ( 0 === strpos( $path, $mount . '/' ) ) {
			return array(
				'path'  => $path,
				'below' => substr( $path, strlen( $mount ) ),
				'query' => $query,
			);
		}
		$route = null;
		$rest  = array();
		foreach ( explode( '&', $query ) as $piece ) {
			if ( null === $route && 0 === strpos( $piece, 'rest_route=' ) ) {
				$route = urldecode( substr( $piece, strlen( 'rest_route=' ) ) );
				continue;
			}
			$rest[] = $piece;
		}
		$namespace = '/' . VCW_Proxy::REST_NAMESPACE;
		if ( null === $route || 0 !== strpos( $route, $namespace . '/' ) ) {
			return null;
		}
		return array(
			'path'  => $route,
			'below' => substr( $route, strlen( $namespace ) ),
			'query' => implode( '&', array_filter( $rest, 'strlen' ) ),
		);
	}
}
