<?php
/**
 * Prints carousels with the plugin's PHP printer alone, without WordPress: reads a JSON list of
 * cases (`records`, the JSON text of the service's items; `attributes`; `lang`, the language the
 * element reads) on standard input and writes the JSON list of what VCW_Carousel_Markup::render()
 * printed (null for none). Arguments: the build's printed-player.json and printed-carousel.json.
 * Run by test/server/render-carousel-php.test.ts.
 *
 * @package VideoContentWidgets
 */

define( 'ABSPATH', __DIR__ . '/' );
foreach ( array( 'markup', 'lit-template', 'printed-record', 'printed-format', 'printed-language', 'carousel-markup' ) as $vcw_class ) {
	require __DIR__ . '/../../wordpress/includes/class-vcw-' . $vcw_class . '.php';
}

$vcw_parts    = json_decode( file_get_contents( $argv[1] ), true );
$vcw_carousel = json_decode( file_get_contents( $argv[2] ), true );
$vcw_printed  = array();
foreach ( json_decode( file_get_contents( 'php://stdin' ), true ) as $vcw_case ) {
	$vcw_printed[] = VCW_Carousel_Markup::render( json_decode( $vcw_case['records'] ), $vcw_case['attributes'], $vcw_parts, $vcw_carousel, $vcw_case['lang'] );
}
echo json_encode( $vcw_printed, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
