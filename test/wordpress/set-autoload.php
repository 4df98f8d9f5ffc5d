<?php
/**
 * Marks the option named by the first argument autoloaded, as a first save through options.php
 * (or the plugin's first version) left it. Environment: VCW_SITE (the site folder).
 *
 * @package VideoContentWidgets
 */

define( 'ABSPATH', getenv( 'VCW_SITE' ) . '/' );
require ABSPATH . 'wp-load.php';
global $wpdb;
echo (int) $wpdb->update( $wpdb->options, array( 'autoload' => 'yes' ), array( 'option_name' => $argv[1] ) );
wp_cache_delete( 'alloptions', 'options' );
