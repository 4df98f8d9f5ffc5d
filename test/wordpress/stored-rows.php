<?php
/**
 * Prints, as JSON, how many rows of the options table the plugin holds: its options, its kept
 * answers and their expiry rows. Environment: VCW_SITE (the site folder).
 *
 * @package VideoContentWidgets
 */

define( 'ABSPATH', getenv( 'VCW_SITE' ) . '/' );
require ABSPATH . 'wp-load.php';
require __DIR__ . '/count-rows.php';
echo wp_json_encode( vcw_stored_rows() );
