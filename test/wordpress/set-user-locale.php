<?php
/**
 * Sets the language of the user named by the first argument to the locale of the second, as
 * the Language field of their profile does. Environment: VCW_SITE (the site folder).
 *
 * @package VideoContentWidgets
 */

define( 'ABSPATH', getenv( 'VCW_SITE' ) . '/' );
require ABSPATH . 'wp-load.php';
$vcw_user = get_user_by( 'login', $argv[1] );
update_user_meta( $vcw_user->ID, 'locale', $argv[2] );
echo esc_html( get_user_locale( $vcw_user->ID ) );
