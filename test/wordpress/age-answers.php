<?php
/**
 * Makes the proxy's kept answers older by the seconds of the first argument, as time would.
 * Environment: VCW_SITE (the site folder).
 *
 * @package VideoContentWidgets
 */

define( 'ABSPATH', getenv( 'VCW_SITE' ) . '/' );
require ABSPATH . 'wp-load.php';
global $wpdb;
$vcw_names = $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_vcw\\_%'" );
foreach ( $vcw_names as $vcw_name ) {
	$vcw_key                = substr( $vcw_name, strlen( '_transient_' ) );
	$vcw_answer             = get_transient( $vcw_key );
	$vcw_answer['stored_at'] -= (float) $argv[1];
	set_transient( $vcw_key, $vcw_answer, 600 );
}
echo count( $vcw_names );
