<?php
/**
 * What leads a site owner to the settings: a Settings link on the plugin's row, and a notice on
 * the Dashboard and the Plugins screen until the service's address and key are set.
 *
 * @package VideoContentWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Points to the settings page until the plugin is set up.
 */
final class VCW_Setup_Prompts {

	/**
	 * Hooks the link and the notice in.
	 */
	public static function register() {
		add_filter( 'plugin_action_links_' . plugin_basename( VCW_FILE ), array( __CLASS__, 'settings_link' ) );
		add_action( 'admin_notices', array( __CLASS__, 'setup_notice' ) );
	}

	/**
	 * Puts Settings first on the plugin's row, as WordPress's own plugins do.
	 *
	 * @param string[] $links The row's links.
	 * @return string[]
	 */
	public static function settings_link( $links ) {
		$link = sprintf( '<a href="%s">%s</a>', esc_url( VCW_Settings::page_url() ), esc_html__( 'Settings', 'video-content-widgets' ) );
		return array_merge( array( 'settings' => $link ), $links );
	}

	/**
	 * Says, to those who may set it up, that the widgets show no video until the plugin is set up.
	 * Only where a site owner looks after activating (the Dashboard, Plugins), not on every screen.
	 */
	public static function setup_notice() {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || ! in_array( $screen->id, array( 'dashboard', 'plugins' ), true ) ) {
			return;
		}
		if ( ! current_user_can( 'manage_options' ) || null !== VCW_Settings::proxy_settings() ) {
			return;
		}
		?>
		<div class="notice notice-warning" id="vcw-setup-notice"><p><strong><?php esc_html_e( 'Video Content Widgets is active but not set up.', 'video-content-widgets' ); ?></strong> <?php esc_html_e( 'Its players and carousels show no video until the video service\'s address and API key are set.', 'video-content-widgets' ); ?> <a href="<?php echo esc_url( VCW_Settings::page_url() ); ?>"><?php esc_html_e( 'Set them up', 'video-content-widgets' ); ?></a></p></div>
		<?php
	}
}
