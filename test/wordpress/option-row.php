<?php
/**
 * Prints, as JSON, how the option named by the first argument is stored: whether it is
 * autoloaded and whether it holds a non-empty api_key, as a site owner would read the
 * wp_options table. Environment: VCW_SITE (the site folder).
 *
 * @package VideoContentWidgets
 */

define( 'ABSPATH', getenv( 'VCW_SITE' ) . '/' );
require ABSPATH . 'wp-load.php';
global $wpdb;
$vcw_row   = $wpdb->get_row( $wpdb->prepare( "SELECT autoload, option_value FROM {$wpdb->options} WHERE option_name = %s", $argv[1] ) );
$vcw_value = $vcw_row ? maybe_unserialize( $vcw_row->option_value ) : null;
echo wp_json_encode(
	array(
		'exists'    => null !== $vcw_row,
		'autoload'  => $vcw_row ? $vcw_row->autoload : null,
		'storesKey' => is_array( $vcw_value ) && ! empty( $vcw_value['api_key'] ),
	)
);
