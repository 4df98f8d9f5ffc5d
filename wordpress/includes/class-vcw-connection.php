<?php
/**
 * Whether the widgets can show videos: the settings' connection to the service, tested when
 * they are saved (said on the settings page) and by a Site Health test, in words a site owner
 * can act on. Without it a wrong key or address was saved silently and visitors read "The video
 * service is having trouble".
 *
 * @package VideoContentWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Asks the service as the proxy does, and says what the answer means.
 */
final class VCW_Connection {

	/** The last check's result and time; not autoloaded, read on the settings page only. */
	const STATUS_OPTION = 'video_content_widgets_status';

	/** Seconds a check may take: a settings save waits for it. */
	const TIMEOUT = 10;

	/**
	 * Hooks the checks in.
	 */
	public static function register() {
		add_filter( 'pre_update_option_' . VCW_Settings::OPTION, array( __CLASS__, 'check_on_save' ) );
		add_filter( 'site_status_tests', array( __CLASS__, 'add_site_health_test' ) );
	}

	/**
	 * Tests the settings about to be saved, says the result on the settings page and keeps it.
	 *
	 * @param array $value The sanitized value being saved.
	 * @return array The same value.
	 */
	public static function check_on_save( $value ) {
		$result = self::check( VCW_Settings::settings_of( array_merge( VCW_Settings::defaults(), (array) $value ) ) );
		update_option( self::STATUS_OPTION, array_merge( $result, array( 'checked_at' => time() ) ), false );
		if ( function_exists( 'add_settings_error' ) ) {
			$good = 'good' === $result['status'];
			$said = $good
				/* translators: %s: the connection's state, e.g. "Connected: 12 videos in 3 categories." */
				? __( 'Settings saved. %s', 'video-content-widgets' )
				/* translators: %s: what is wrong, e.g. "The service refused the key: …" */
				: __( 'Settings saved, but the widgets cannot show videos yet. %s', 'video-content-widgets' );
			// Escaped here: settings_errors() prints messages as they are.
			add_settings_error( VCW_Settings::OPTION, 'connection', esc_html( sprintf( $said, $result['message'] ) ), $good ? 'success' : 'error' );
		}
		return $value;
	}

	/**
	 * Prints the last check's result on the settings page.
	 */
	public static function render_status() {
		$status = get_option( self::STATUS_OPTION );
		if ( ! is_array( $status ) || ! isset( $status['message'], $status['checked_at'] ) ) {
			return;
		}
		/* translators: 1: how long ago, e.g. "5 mins"; 2: the result. */
		$said = __( 'Connection, checked %1$s ago when the settings were saved: %2$s', 'video-content-widgets' );
		$said = sprintf( $said, human_time_diff( (int) $status['checked_at'] ), $status['message'] );
		echo '<p id="vcw-connection">' . esc_html( $said ) . '</p>';
	}

	/**
	 * Adds the Site Health test (Tools, Site Health), run as the page is shown.
	 *
	 * @param array $tests The tests.
	 * @return array
	 */
	public static function add_site_health_test( $tests ) {
		$tests['direct']['video_content_widgets_connection'] = array(
			'label' => __( 'Video widgets connection', 'video-content-widgets' ),
			'test'  => array( __CLASS__, 'site_health_test' ),
		);
		return $tests;
	}

	/**
	 * The Site Health test's result.
	 *
	 * @return array
	 */
	public static function site_health_test() {
		$result = self::check( VCW_Settings::proxy_settings() );
		$labels = array(
			'good'        => __( 'The video widgets are connected to the video service', 'video-content-widgets' ),
			'recommended' => __( 'The video widgets are not set up yet', 'video-content-widgets' ),
			'critical'    => __( 'The video widgets cannot show videos', 'video-content-widgets' ),
		);
		return array(
			'label'       => $labels[ $result['status'] ],
			'status'      => $result['status'],
			'badge'       => array(
				'label' => __( 'Video widgets', 'video-content-widgets' ),
				'color' => 'blue',
			),
			'description' => '<p>' . esc_html( $result['message'] ) . '</p>',
			'actions'     => sprintf( '<p><a href="%s">%s</a></p>', esc_url( VCW_Settings::page_url() ), esc_html__( 'Video widgets settings', 'video-content-widgets' ) ),
			'test'        => 'video_content_widgets_connection',
		);
	}

	/**
	 * Asks the service for its list as the proxy would, and says what the answer means.
	 *
	 * @param array|null $settings The proxy's settings (VCW_Settings::settings_of()), or null.
	 * @return array status (good, recommended, critical) and message.
	 */
	public static function check( $settings ) {
		if ( null === $settings ) {
			return self::result( 'recommended', __( 'Not set up: enter the service address and the API key under Settings, Video widgets.', 'video-content-widgets' ) );
		}
		$address  = $settings['base_url'];
		$response = wp_remote_get(
			$address . VCW_Proxy_Route::LIST_PATH,
			array(
				'timeout'             => self::TIMEOUT,
				// A redirect would carry the key to wherever it points.
				'redirection'         => 0,
				'headers'             => array(
					'Accept'    => 'application/json',
					'x-api-key' => $settings['api_key'],
				),
				'limit_response_size' => VCW_Proxy_Upstream::MAX_BODY,
			)
		);
		if ( is_wp_error( $response ) ) {
			return self::failure( $response, $address, $settings['api_key'] );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		if ( 200 === $status ) {
			return self::listed( json_decode( wp_remote_retrieve_body( $response ), true ), $address );
		}
		return self::refusal( $status, $address, (string) wp_remote_retrieve_header( $response, 'location' ) );
	}

	/**
	 * What a request that got no answer means.
	 *
	 * @param WP_Error $error   Why.
	 * @param string   $address The service address.
	 * @param string   $key     The key, kept out of the words.
	 * @return array
	 */
	private static function failure( $error, $address, $key ) {
		$why = str_replace( $key, '[key]', $error->get_error_message() );
		if ( preg_match( '/timed out|error 28\b/i', $why ) ) {
			/* translators: 1: the service address; 2: seconds. */
			return self::result( 'critical', sprintf( __( 'The service at %1$s did not answer within %2$d seconds. Check the address, or try again later.', 'video-content-widgets' ), $address, self::TIMEOUT ) );
		}
		/* translators: 1: the service address; 2: the error WordPress reported. */
		return self::result( 'critical', sprintf( __( 'Nothing answers at that address (%1$s): check the service address. (%2$s)', 'video-content-widgets' ), $address, $why ) );
	}

	/**
	 * What a 200 answer means: the service's list, or something else at that address.
	 *
	 * @param mixed  $body    The decoded JSON body.
	 * @param string $address The service address.
	 * @return array
	 */
	private static function listed( $body, $address ) {
		if ( ! is_array( $body ) || ! isset( $body['data']['items'] ) || ! is_array( $body['data']['items'] ) ) {
			/* translators: %s: the service address. */
			return self::result( 'critical', sprintf( __( 'Something answers at %s, but not as the Video Content Service does: check the service address.', 'video-content-widgets' ), $address ) );
		}
		$categories = array();
		foreach ( $body['data']['items'] as $video ) {
			foreach ( isset( $video['categories']['items'] ) && is_array( $video['categories']['items'] ) ? $video['categories']['items'] : array() as $category ) {
				if ( isset( $category['categoryName'] ) && is_string( $category['categoryName'] ) ) {
					$categories[ $category['categoryName'] ] = true;
				}
			}
		}
		$videos = count( $body['data']['items'] );
		return self::result(
			'good',
			sprintf(
				/* translators: 1: "N videos"; 2: "M categories". */
				__( 'Connected: %1$s in %2$s.', 'video-content-widgets' ),
				/* translators: %d: a number of videos. */
				sprintf( _n( '%d video', '%d videos', $videos, 'video-content-widgets' ), $videos ),
				/* translators: %d: a number of categories. */
				sprintf( _n( '%d category', '%d categories', count( $categories ), 'video-content-widgets' ), count( $categories ) )
			)
		);
	}

	/**
	 * What an answer other than 200 means.
	 *
	 * @param int    $status   Its status.
	 * @param string $address  The service address.
	 * @param string $location Its Location header, if any.
	 * @return array
	 */
	private static function refusal( $status, $address, $location ) {
		if ( 401 === $status || 403 === $status ) {
			/* translators: %d: the HTTP status. */
			$said = sprintf( __( 'The service refused the key (HTTP %d): check the API key.', 'video-content-widgets' ), $status );
		} elseif ( $status >= 300 && $status < 400 ) {
			/* translators: 1: the service address; 2: where it redirects. */
			$said = sprintf( __( '%1$s redirects to %2$s: enter the address it leads to (the key is never sent on through a redirect).', 'video-content-widgets' ), $address, '' === $location ? '?' : $location );
		} elseif ( 404 === $status ) {
			/* translators: %s: the service address. */
			$said = sprintf( __( 'Something answers at %s, but it has no video list (HTTP 404): check the service address.', 'video-content-widgets' ), $address );
		} elseif ( 429 === $status || $status >= 500 ) {
			/* translators: %d: the HTTP status. */
			$said = sprintf( __( 'The service is having trouble (HTTP %d); the widgets show videos again once it recovers. Save again later to check.', 'video-content-widgets' ), $status );
		} else {
			/* translators: 1: the service address; 2: the HTTP status. */
			$said = sprintf( __( 'The service at %1$s answered HTTP %2$d to a list of its videos: check the service address.', 'video-content-widgets' ), $address, $status );
		}
		return self::result( 'critical', $said );
	}

	/**
	 * A result.
	 *
	 * @param string $status  Good, recommended or critical (Site Health's words).
	 * @param string $message What it means, in words.
	 * @return array
	 */
	private static function result( $status, $message ) {
		return array(
			'status'  => $status,
			'message' => $message,
		);
	}
}
