<?php
/**
 * The settings page (Settings, Video widgets): the service's base URL and key, and the origins
 * whose pages may call the proxy. The key stays on the server: no page, feed or REST answer
 * prints it, not even this form. It may come from wp-config.php instead (KEY_CONSTANT), and is
 * then never stored; the option is not autoloaded, as only the proxy and this page read it.
 *
 * @package VideoContentWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Stores and reads the plugin's one option.
 */
final class VCW_Settings {

	const OPTION = 'video_content_widgets';

	const PAGE = 'video-content-widgets';

	/** The wp-config.php constant that may hold the key, so that it is never in the database. */
	const KEY_CONSTANT = 'VIDEO_CONTENT_WIDGETS_API_KEY';

	/**
	 * Hooks the page in.
	 */
	public static function register() {
		add_action( 'admin_init', array( __CLASS__, 'register_setting' ) );
		add_action( 'admin_init', array( __CLASS__, 'stop_autoload' ) );
		add_action( 'admin_menu', array( __CLASS__, 'add_page' ) );
	}

	/**
	 * The settings page's address.
	 *
	 * @return string
	 */
	public static function page_url() {
		return admin_url( 'options-general.php?page=' . self::PAGE );
	}

	/**
	 * The proxy's settings, or null while the base URL or the key is missing.
	 *
	 * @return array|null base_url, api_key, timeout, cache_ttl, stale_ttl.
	 */
	public static function proxy_settings() {
		return self::settings_of( self::stored() );
	}

	/**
	 * Whether the key comes from wp-config.php (KEY_CONSTANT).
	 *
	 * @return bool
	 */
	public static function key_from_config() {
		return defined( self::KEY_CONSTANT ) && is_string( constant( self::KEY_CONSTANT ) ) && '' !== trim( constant( self::KEY_CONSTANT ) );
	}

	/**
	 * The proxy's settings a stored value makes (with the key of wp-config.php if there is one),
	 * or null while the base URL or the key is missing.
	 *
	 * @param array $stored The option's value, every field present.
	 * @return array|null See proxy_settings().
	 */
	public static function settings_of( $stored ) {
		$key = self::key_from_config() ? trim( constant( self::KEY_CONSTANT ) ) : $stored['api_key'];
		if ( '' === $stored['base_url'] || '' === $key ) {
			return null;
		}
		/**
		 * Filters the proxy's time-out and cache lifetimes.
		 *
		 * @param array $timings timeout (seconds the service may take, default 10), cache_ttl
		 *                       (seconds an answer is fresh, default 60), stale_ttl (seconds past
		 *                       that it may be served while the service fails, default 600).
		 */
		$timings = apply_filters(
			'video_content_widgets_proxy_timings',
			array(
				'timeout'   => 10,
				'cache_ttl' => 60,
				'stale_ttl' => 600,
			)
		);
		return array(
			'base_url'  => $stored['base_url'],
			'api_key'   => $key,
			'timeout'   => max( 0.1, (float) $timings['timeout'] ),
			'cache_ttl' => max( 0, (int) $timings['cache_ttl'] ),
			'stale_ttl' => max( 0, (int) $timings['stale_ttl'] ),
		);
	}

	/**
	 * The origins listed as allowed to call the proxy (exact origins, or `*`).
	 *
	 * @return string[]
	 */
	public static function allowed_origins() {
		return self::stored()['allowed_origins'];
	}

	/**
	 * The origin a URL names (scheme, host, port), or '' for anything else.
	 *
	 * @param string $url An absolute URL.
	 * @return string
	 */
	public static function origin_of( $url ) {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || ! isset( $parts['scheme'], $parts['host'] ) || ! in_array( $parts['scheme'], array( 'http', 'https' ), true ) ) {
			return '';
		}
		$default = 'https' === $parts['scheme'] ? 443 : 80;
		$port    = isset( $parts['port'] ) && (int) $parts['port'] !== $default ? ':' . (int) $parts['port'] : '';
		return strtolower( $parts['scheme'] . '://' . $parts['host'] ) . $port;
	}

	/**
	 * Registers the option with its sanitizer; never shown in REST.
	 */
	public static function register_setting() {
		register_setting(
			self::PAGE,
			self::OPTION,
			array(
				'type'              => 'object',
				'sanitize_callback' => array( __CLASS__, 'sanitize' ),
				'show_in_rest'      => false,
				'default'           => self::defaults(),
			)
		);
	}

	/**
	 * Creates the option, not autoloaded, on activation (where it is missing).
	 */
	public static function add_option() {
		add_option( self::OPTION, self::defaults(), '', 'no' );
	}

	/**
	 * Keeps the option (and so the key) out of the options every request loads: options.php
	 * adds it autoloaded on a first save, and WordPress before 6.4 has no call to change that.
	 */
	public static function stop_autoload() {
		if ( ! array_key_exists( self::OPTION, wp_load_alloptions() ) ) {
			return;
		}
		if ( function_exists( 'wp_set_option_autoload' ) ) {
			wp_set_option_autoload( self::OPTION, false );
			return;
		}
		$value = self::stored();
		delete_option( self::OPTION );
		add_option( self::OPTION, $value, '', 'no' );
	}

	/**
	 * Adds the page under Settings.
	 */
	public static function add_page() {
		add_options_page(
			__( 'Video widgets', 'video-content-widgets' ),
			__( 'Video widgets', 'video-content-widgets' ),
			'manage_options',
			self::PAGE,
			array( __CLASS__, 'render_page' )
		);
	}

	/**
	 * Validates a submitted form. An empty key field keeps the saved key (the form never shows it).
	 *
	 * @param mixed $input The submitted values.
	 * @return array
	 */
	public static function sanitize( $input ) {
		$input  = is_array( $input ) ? $input : array();
		$stored = self::stored();
		$base   = isset( $input['base_url'] ) ? trim( (string) $input['base_url'] ) : '';
		$base   = untrailingslashit( esc_url_raw( $base, array( 'http', 'https' ) ) );
		$parts  = wp_parse_url( $base );
		if ( '' !== $base && ( ! is_array( $parts ) || isset( $parts['user'] ) || isset( $parts['pass'] ) || isset( $parts['query'] ) || isset( $parts['fragment'] ) ) ) {
			add_settings_error( self::OPTION, 'base_url', __( 'The service address must be an http(s) URL without a user name, password, query or fragment.', 'video-content-widgets' ) );
			$base = $stored['base_url'];
		}
		$key = isset( $input['api_key'] ) ? trim( (string) $input['api_key'] ) : '';
		if ( self::key_from_config() ) {
			// wp-config.php holds it: a key stored before is dropped, none is stored.
			$key = '';
		} elseif ( ! empty( $input['forget_key'] ) ) {
			$key = '';
		} elseif ( '' === $key ) {
			$key = $stored['api_key'];
		} elseif ( preg_match( '/[\x00-\x1f\x7f]/', $key ) ) {
			add_settings_error( self::OPTION, 'api_key', __( 'The key must be one line of text.', 'video-content-widgets' ) );
			$key = $stored['api_key'];
		}
		$origins = array();
		$listed  = isset( $input['allowed_origins'] ) ? $input['allowed_origins'] : '';
		// An array when WordPress sanitizes an already sanitized value (a first add_option does).
		$lines = preg_split( '/[\s,]+/', is_array( $listed ) ? implode( "\n", $listed ) : (string) $listed );
		foreach ( array_filter( $lines ) as $line ) {
			$origin = '*' === $line ? '*' : self::origin_of( $line );
			if ( '' === $origin || ( '*' !== $line && untrailingslashit( $line ) !== $origin ) ) {
				// Escaped here: settings_errors() prints messages as they are.
				/* translators: %s: what the administrator typed. */
				add_settings_error( self::OPTION, 'allowed_origins', sprintf( __( '"%s" is not an origin like https://www.example.com; it was left out.', 'video-content-widgets' ), esc_html( $line ) ) );
				continue;
			}
			$origins[] = $origin;
		}
		return array(
			'base_url'        => $base,
			'api_key'         => $key,
			'allowed_origins' => array_values( array_unique( $origins ) ),
		);
	}

	/**
	 * Prints the page. The key field is always empty: it says whether a key is saved, never which.
	 */
	public static function render_page() {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$stored = self::stored();
		$name   = self::OPTION;
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Video widgets', 'video-content-widgets' ); ?></h1>
			<form method="post" action="options.php">
				<?php settings_fields( self::PAGE ); ?>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><label for="vcw-base-url"><?php esc_html_e( 'Service address', 'video-content-widgets' ); ?></label></th>
						<td><input type="url" class="regular-text code" id="vcw-base-url" name="<?php echo esc_attr( $name ); ?>[base_url]" value="<?php echo esc_attr( $stored['base_url'] ); ?>" placeholder="https://video-service.example" />
						<p class="description"><?php esc_html_e( 'The base URL of the Video Content Service.', 'video-content-widgets' ); ?></p></td>
					</tr>
					<tr>
						<th scope="row"><label for="vcw-api-key"><?php esc_html_e( 'API key', 'video-content-widgets' ); ?></label></th>
						<td>
						<?php if ( self::key_from_config() ) : ?>
							<p id="vcw-api-key">
							<?php
							/* translators: %s: the constant's name. */
							echo esc_html( sprintf( __( 'The key comes from wp-config.php (%s); it is not stored in the database, and never shown.', 'video-content-widgets' ), self::KEY_CONSTANT ) );
							?>
							</p>
						<?php else : ?>
							<input type="password" class="regular-text" id="vcw-api-key" name="<?php echo esc_attr( $name ); ?>[api_key]" value="" autocomplete="off" aria-describedby="vcw-api-key-state" />
							<p class="description" id="vcw-api-key-state">
							<?php
							echo esc_html(
								'' === $stored['api_key']
									? __( 'No key is saved.', 'video-content-widgets' )
									: __( 'A key is saved; it is never shown. Type a new one to replace it, or leave this empty to keep it.', 'video-content-widgets' )
							);
							?>
							</p>
							<p class="description">
							<?php
							/* translators: %s: a line of PHP. */
							echo esc_html( sprintf( __( 'Or keep it out of the database: add %s to wp-config.php.', 'video-content-widgets' ), "define( '" . self::KEY_CONSTANT . "', '…' );" ) );
							?>
							</p>
							<?php if ( '' !== $stored['api_key'] ) : ?>
								<label><input type="checkbox" name="<?php echo esc_attr( $name ); ?>[forget_key]" value="1" /> <?php esc_html_e( 'Remove the saved key', 'video-content-widgets' ); ?></label>
							<?php endif; ?>
						<?php endif; ?>
						</td>
					</tr>
					<tr>
						<th scope="row"><label for="vcw-origins"><?php esc_html_e( 'Other sites allowed', 'video-content-widgets' ); ?></label></th>
						<td><textarea class="large-text code" rows="3" id="vcw-origins" name="<?php echo esc_attr( $name ); ?>[allowed_origins]"><?php echo esc_textarea( implode( "\n", $stored['allowed_origins'] ) ); ?></textarea>
						<p class="description"><?php esc_html_e( 'Origins (one a line, like https://www.example.com) whose pages may use this site\'s proxy. This site itself is always allowed.', 'video-content-widgets' ); ?></p></td>
					</tr>
				</table>
				<?php VCW_Connection::render_status(); ?>
				<?php submit_button(); ?>
			</form>
		</div>
		<?php
	}

	/**
	 * The stored option with every field present.
	 *
	 * @return array
	 */
	public static function stored() {
		$value = get_option( self::OPTION, array() );
		return array_merge( self::defaults(), is_array( $value ) ? $value : array() );
	}

	/**
	 * The option's empty value.
	 *
	 * @return array
	 */
	public static function defaults() {
		return array(
			'base_url'        => '',
			'api_key'         => '',
			'allowed_origins' => array(),
		);
	}
}
