<?php
/**
 * The widgets in every editor as visitors see them, with the site's endpoint: the block
 * editor's document (where the Classic block edits inline), the Classic editor's TinyMCE iframe,
 * and the Custom HTML block's Preview. Without it the tags said "No endpoint is set…" to Authors,
 * or showed nothing.
 *
 * @package VideoContentWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Gives each editor the endpoint and, where its document lacks it, the widgets' module.
 */
final class VCW_Editor_Previews {

	/**
	 * Hooks the editors in.
	 */
	public static function register() {
		add_filter( 'mce_external_plugins', array( __CLASS__, 'tinymce_plugin' ) );
		add_filter( 'tiny_mce_before_init', array( __CLASS__, 'tinymce_settings' ) );
		add_action( 'enqueue_block_editor_assets', array( __CLASS__, 'add_block_editor_previews' ) );
	}

	/**
	 * Adds the TinyMCE plugin that equips the editor's document.
	 *
	 * @param array $plugins Plugin names and their scripts.
	 * @return array
	 */
	public static function tinymce_plugin( $plugins ) {
		$plugins['video_content_widgets'] = add_query_arg( 'ver', VCW_VERSION, plugins_url( 'blocks/tinymce-widgets.js', VCW_FILE ) );
		return $plugins;
	}

	/**
	 * Gives the TinyMCE plugin the endpoint and the module's address.
	 *
	 * @param array $settings TinyMCE's settings.
	 * @return array
	 */
	public static function tinymce_settings( $settings ) {
		$settings['video_content_widgets_endpoint'] = VCW_Proxy::endpoint();
		$settings['video_content_widgets_module']   = VCW_Assets::module_url();
		return $settings;
	}

	/**
	 * The block editor: the endpoint in its <head>, before any widget in a Classic block connects,
	 * and the script that equips the Custom HTML block's Preview.
	 */
	public static function add_block_editor_previews() {
		add_action( 'admin_head', array( 'VCW_Assets', 'print_endpoint' ) );
		wp_enqueue_script( 'video-content-widgets-html-preview', plugins_url( 'blocks/html-preview.js', VCW_FILE ), array(), VCW_VERSION, true );
		$settings = array(
			'endpoint' => VCW_Proxy::endpoint(),
			'module'   => VCW_Assets::module_url(),
		);
		wp_add_inline_script( 'video-content-widgets-html-preview', 'window.videoContentWidgetsPreview = ' . wp_json_encode( $settings ) . ';', 'before' );
	}
}
