<?php
/**
 * The proxy's calls to the Video Content Service, and the answers it keeps in transients:
 * the rules of the Node proxy's src/proxy/upstream.ts and answers.ts.
 *
 * @package VideoContentWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Asks the service with the key added, and keeps its answers fresh for `cache_ttl` seconds and,
 * past that, `stale_ttl` more to be served while the service fails.
 */
final class VCW_Proxy_Upstream {

	/** Larger answers are refused rather than held in memory. */
	const MAX_BODY = 4194304;

	/**
	 * The settings: base_url, api_key, timeout (seconds), cache_ttl, stale_ttl (seconds).
	 *
	 * @var array
	 */
	private $settings;

	/**
	 * Creates the upstream with validated settings.
	 *
	 * @param array $settings See the property.
	 */
	public function __construct( $settings ) {
		$this->settings = $settings;
	}

	/**
	 * The answer for an upstream path: kept while fresh, else fetched, and a kept one when the
	 * service fails (5xx or 429). Returns array( answer, state ) or a refusal (see VCW_Proxy_Route::error()).
	 *
	 * @param string $path An upstream path built by VCW_Proxy_Route::upstream_path().
	 * @return array
	 */
	public function answer( $path ) {
		$fresh_s = $this->settings['cache_ttl'];
		$key     = 'vcw_' . md5( $this->settings['base_url'] . $path );
		$kept    = $fresh_s > 0 ? get_transient( $key ) : false;
		$now     = microtime( true );
		if ( is_array( $kept ) && $now - $kept['stored_at'] < $fresh_s ) {
			return array(
				'answer' => $kept,
				'state'  => 'HIT',
			);
		}
		$result = $this->fetch( $path );
		if ( isset( $result['body'] ) ) {
			if ( $fresh_s > 0 ) {
				set_transient( $key, $result, $fresh_s + $this->settings['stale_ttl'] );
				VCW_Proxy_Answer_Cap::kept( $key );
			}
			return array(
				'answer' => $result,
				'state'  => 'MISS',
			);
		}
		$service_down = $result['status'] >= 500 || 429 === $result['status'];
		if ( is_array( $kept ) && $service_down ) {
			return array(
				'answer' => $kept,
				'state'  => 'STALE',
			);
		}
		return $result;
	}

	/**
	 * Asks the service once, within the time-out, and turns whatever happens into an answer
	 * (status, body, etag, stored_at) or a refusal. The service's own error bodies are never
	 * passed on: they may name its internals.
	 *
	 * @param string $path The upstream path.
	 * @return array
	 */
	private function fetch( $path ) {
		$response = wp_remote_get(
			$this->settings['base_url'] . $path,
			array(
				'timeout'             => $this->settings['timeout'],
				// A redirect would carry the key to wherever it points.
				'redirection'         => 0,
				'headers'             => array(
					'Accept'    => 'application/json',
					'x-api-key' => $this->settings['api_key'],
				),
				'limit_response_size' => self::MAX_BODY + 1,
			)
		);
		if ( is_wp_error( $response ) ) {
			$why = $response->get_error_message();
			if ( preg_match( '/timed out|error 28\b/i', $why ) ) {
				$this->failed( $path, 'no answer within ' . $this->settings['timeout'] . ' s' );
				return VCW_Proxy_Route::error( 504, 'upstream-timeout', 'The video service did not answer in time.' );
			}
			$this->failed( $path, 'unreachable: ' . str_replace( $this->settings['api_key'], '[key]', $why ) );
			return VCW_Proxy_Route::error( 502, 'upstream-unreachable', 'The video service could not be reached.' );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		if ( 200 === $status ) {
			$body = wp_remote_retrieve_body( $response );
			if ( ! $this->is_json( $body ) ) {
				$this->failed( $path, 'the answer was not JSON or was too large' );
				return VCW_Proxy_Route::error( 502, 'bad-gateway', 'The video service sent an unreadable answer.' );
			}
			return self::answer_of( 200, $body );
		}
		if ( 404 === $status ) {
			$body = wp_json_encode(
				array(
					'error' => array(
						'code'    => 'not-found',
						'message' => 'The video service has no such video.',
					),
				)
			);
			return self::answer_of( 404, $body );
		}
		$this->failed( $path, 'HTTP ' . $status );
		if ( 429 === $status ) {
			$retry_after = (string) wp_remote_retrieve_header( $response, 'retry-after' );
			$headers     = preg_match( '/^[0-9]{1,6}$/D', $retry_after ) ? array( 'retry-after' => $retry_after ) : array();
			return VCW_Proxy_Route::error( 429, 'rate-limited', 'The video service is busy; try again later.', $headers );
		}
		if ( 400 === $status ) {
			return VCW_Proxy_Route::error( 400, 'rejected', 'The video service refused these parameters.' );
		}
		return VCW_Proxy_Route::error( 502, 'upstream-error', 'The video service failed; try again later.' );
	}

	/**
	 * An answer with its strong ETag: the first 96 bits of the body's SHA-256, as the Node proxy makes it.
	 *
	 * @param int    $status The status, 200 or 404.
	 * @param string $body   The bytes.
	 * @return array
	 */
	private static function answer_of( $status, $body ) {
		return array(
			'status'    => $status,
			'body'      => $body,
			'etag'      => '"' . substr( hash( 'sha256', $body ), 0, 24 ) . '"',
			'stored_at' => microtime( true ),
		);
	}

	/**
	 * Whether a body is JSON (and so UTF-8) of at most MAX_BODY bytes.
	 *
	 * @param string $body The bytes received (at most MAX_BODY + 1 are read).
	 * @return bool
	 */
	private function is_json( $body ) {
		if ( strlen( $body ) > self::MAX_BODY ) {
			return false;
		}
		json_decode( $body );
		return JSON_ERROR_NONE === json_last_error();
	}

	/**
	 * Tells a failure to whoever listens (and to the PHP error log under WP_DEBUG), never with the key.
	 *
	 * @param string $path The upstream path.
	 * @param string $why  The cause.
	 */
	private function failed( $path, $why ) {
		$line = 'video proxy: GET ' . $path . ' failed: ' . $why;
		/**
		 * Fires when the service could not answer a proxied request.
		 *
		 * @param string $line One line with the path and the cause, never the key.
		 */
		do_action( 'video_content_widgets_proxy_failed', $line );
		if ( defined( 'WP_DEBUG' ) && WP_DEBUG ) {
			error_log( $line ); // Only with WP_DEBUG, into the log the site set up.
		}
	}
}
