<?php
/**
 * Prints players with the plugin's PHP printer alone, without WordPress: reads a JSON list of
 * cases (`record`, the service's JSON text of one record; `attributes`; `lang`, the language the
 * element reads) on standard input and writes the JSON list of what VCW_Player_Markup::render()
 * printed (null for none). Argument: the build's printed-player.json. Run by
 * test/server/render-player-php.test.ts.
 *
 * @package VideoContentWidgets
 */

define( 'ABSPATH', __DIR__ . '/' );
require __DIR__ . '/../../wordpress/includes/class-vcw-markup.php';
require __DIR__ . '/../../wordpress/includes/class-vcw-printed-record.php';
require __DIR__ . '/../../wordpress/includes/class-vcw-printed-format.php';
require __DIR__ . '/../../wordpress/includes/class-vcw-printed-language.php';
require __DIR__ . '/../../wordpress/includes/class-vcw-player-markup.php';

$vcw_parts   = json_decode( file_get_contents( $argv[1] ), true );
$vcw_printed = array();
foreach ( json_decode( file_get_contents( 'php://stdin' ), true ) as $vcw_case ) {
	$vcw_printed[] = VCW_Player_Markup::render( json_decode( $vcw_case['record'] ), $vcw_case['attributes'], $vcw_parts, $vcw_case['lang'] );
}
echo json_encode( $vcw_printed, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
