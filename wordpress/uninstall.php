<?php
/**
 * Removes what the plugin stored when it is deleted: its options (the key among them), the
 * answers its proxy keeps and its rate-limit buckets, on every site of a multisite network.
 *
 * @package VideoContentWidgets
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/**
 * Removes the current site's options and kept answers.
 */
function vcw_uninstall_site() {
	global $wpdb;
	foreach ( array( 'video_content_widgets', 'video_content_widgets_status', 'video_content_widgets_answers', 'video_content_widgets_rates' ) as $vcw_option ) {
		delete_option( $vcw_option );
	}
	// By name, not through the answers' list: also those kept before there was one.
	$wpdb->query( // Direct: no API deletes transients by prefix.
		$wpdb->prepare(
			"DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s",
			$wpdb->esc_like( '_transient_vcw_' ) . '%',
			$wpdb->esc_like( '_transient_timeout_vcw_' ) . '%'
		)
	);
}

if ( is_multisite() ) {
	foreach ( get_sites(
		array(
			'fields' => 'ids',
			'number' => 0,
		)
	) as $vcw_site ) {
		switch_to_blog( $vcw_site );
		vcw_uninstall_site();
		restore_current_blog();
	}
} else {
	vcw_uninstall_site();
}
