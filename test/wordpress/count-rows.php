<?php
/**
 * How many rows of the current site's options table the plugin holds: its options, its kept
 * answers and their expiry rows.
 *
 * @package VideoContentWidgets
 */

/**
 * The plugin's rows of the current site.
 *
 * @return array options, answers, timeouts.
 */
function vcw_stored_rows() {
	global $wpdb;
	$count = function ( $prefix ) use ( $wpdb ) {
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( $prefix ) . '%' ) );
	};
	return array(
		'options'  => $count( 'video_content_widgets' ),
		'answers'  => $count( '_transient_vcw_' ),
		'timeouts' => $count( '_transient_timeout_vcw_' ),
	);
}
