<?php
/**
 * Removes the plugin's options (with the key) when the plugin is deleted.
 *
 * @package VideoContentWidgets
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'video_content_widgets' );
delete_option( 'video_content_widgets_status' );
