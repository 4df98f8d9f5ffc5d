<?php
/**
 * Runs the plugin's uninstall as Plugins, Delete does before removing its files. Environment:
 * VCW_SITE (the site folder).
 *
 * @package VideoContentWidgets
 */

define( 'ABSPATH', getenv( 'VCW_SITE' ) . '/' );
require ABSPATH . 'wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
deactivate_plugins( 'video-content-widgets/video-content-widgets.php' );
uninstall_plugin( 'video-content-widgets/video-content-widgets.php' );
echo 'uninstalled';
