<?php
/**
 * Which pages may read the proxy's answers: the rules of the Node proxy's src/proxy/cors.ts.
 *
 * @package VideoContentWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * The CORS headers of an answer, and the answer to a preflight.
 */
final class VCW_Proxy_Cors {

	/** Without these a cross-origin page could not honour Retry-After or revalidate. */
	const EXPOSE = 'Retry-After, ETag, Age, X-Limit-Applied';

	/**
	 * The CORS headers for a request's Origin, or null when that origin may not read the answer.
	 * No Origin (a same-origin GET) is allowed; the site's own origin and the listed ones are.
	 *
	 * @param string|null $origin The Origin header.
	 * @return array|null
	 */
	public static function headers( $origin ) {
		if ( null === $origin ) {
			return array();
		}
		$allowed = VCW_Settings::allowed_origins();
		if ( in_array( '*', $allowed, true ) ) {
			return array(
				'access-control-allow-origin'   => '*',
				'access-control-expose-headers' => self::EXPOSE,
			);
		}
		$own = array( VCW_Settings::origin_of( home_url() ), VCW_Settings::origin_of( site_url() ) );
		if ( in_array( $origin, array_merge( $own, $allowed ), true ) ) {
			return array(
				'access-control-allow-origin'   => $origin,
				'access-control-expose-headers' => self::EXPOSE,
			);
		}
		return null;
	}

	/**
	 * The answer to a CORS preflight from an allowed origin.
	 *
	 * @param string|null $method The Access-Control-Request-Method header.
	 * @param array       $cors   The CORS headers.
	 * @return array
	 */
	public static function preflight( $method, $cors ) {
		if ( null !== $method && 'GET' !== $method && 'HEAD' !== $method ) {
			return VCW_Proxy::error_reply( VCW_Proxy::not_allowed(), array_merge( self::preflight_vary(), $cors ), false );
		}
		$headers = array_merge(
			VCW_Proxy::SECURITY_HEADERS,
			self::preflight_vary(),
			$cors,
			array(
				'allow'                        => VCW_Proxy::ALLOW,
				'access-control-allow-methods' => 'GET, HEAD',
				'access-control-allow-headers' => 'Accept, If-None-Match',
				'access-control-max-age'       => '600',
			)
		);
		return array(
			'status'  => 204,
			'headers' => $headers,
			'body'    => null,
		);
	}

	/**
	 * The Vary of a preflight's answer.
	 *
	 * @return array
	 */
	public static function preflight_vary() {
		return array( 'vary' => 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers' );
	}
}
