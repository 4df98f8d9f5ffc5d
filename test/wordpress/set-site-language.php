<?php
/**
 * Sets the site's language to the locale of the first argument ('' for English), as Settings,
 * General, Site Language does; the language is installed first, as its pack would be (a
 * translation file of one message: WordPress offers, and takes, only the languages it finds in
 * wp-content/languages). Environment: VCW_SITE (the site folder).
 *
 * @package VideoContentWidgets
 */

define( 'ABSPATH', getenv( 'VCW_SITE' ) . '/' );
require ABSPATH . 'wp-load.php';
if ( '' !== $argv[1] ) {
	wp_mkdir_p( WP_LANG_DIR );
	// A .mo file of one message ("x" is "y"; PHP 8's fread() refuses to read the none of an
	// empty one): magic number, revision, count, the two tables' offsets, no hash table; the
	// tables (length, offset), then the strings.
	$vcw_mo = pack( 'V11', 0x950412de, 0, 1, 28, 36, 0, 44, 1, 44, 1, 46 ) . "x\0y\0";
	file_put_contents( WP_LANG_DIR . '/' . $argv[1] . '.mo', $vcw_mo );
}
update_option( 'WPLANG', $argv[1] );
echo esc_html( get_option( 'WPLANG' ) );
