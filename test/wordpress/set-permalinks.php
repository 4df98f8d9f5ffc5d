<?php
/**
 * Sets the test WordPress's permalink structure to the first argument ('' is "Plain"), as
 * Settings, Permalinks does. Environment: VCW_SITE (the site folder).
 *
 * @package VideoContentWidgets
 */

define( 'ABSPATH', getenv( 'VCW_SITE' ) . '/' );
require ABSPATH . 'wp-load.php';
global $wp_rewrite;
$wp_rewrite->set_permalink_structure( isset( $argv[1] ) ? $argv[1] : '' );
flush_rewrite_rules();
echo esc_html( get_option( 'permalink_structure' ) );
