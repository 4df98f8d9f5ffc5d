<?php
/**
 * Switches the test WordPress to the theme named by the first argument, as Appearance, Themes
 * does. Environment: VCW_SITE (the site folder).
 *
 * @package VideoContentWidgets
 */

define( 'ABSPATH', getenv( 'VCW_SITE' ) . '/' );
require ABSPATH . 'wp-load.php';
switch_theme( $argv[1] );
echo esc_html( get_stylesheet() );
