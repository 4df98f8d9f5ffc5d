<?php
/**
 * Prints, as JSON, how many rows of the options table the plugin holds: its options, its kept
 * answers and their expiry rows. Environment: VCW_SITE (the site folder).
 *
 * @package VideoContentWidgets
 */

define( 'ABSPATH', getenv( 'VCW_SITE' ) . '/' );
require ABSPATH . 'wp-load.php';
global $wpdb;
$vcw_count = function ( $prefix ) use ( $wpdb ) {
	return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( $prefix ) . '%' ) );
};
echo wp_json_encode(
	array(
		'options'  => $vcw_count( 'video_content_widgets' ),
		'answers'  => $vcw_count( '_transient_vcw_' ),
		'timeouts' => $vcw_count( '_transient_timeout_vcw_' ),
	)
);
