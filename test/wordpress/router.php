<?php
/**
 * Router of PHP's built-in server for the test WordPress: core files come from Debian's
 * /usr/share/wordpress through symlinks, wp-config.php and wp-content are the test's own, so
 * ABSPATH is the test's folder (PHP would resolve the symlinks to Debian's config otherwise).
 *
 * @package VideoContentWidgets
 */

define( 'ABSPATH', $_SERVER['DOCUMENT_ROOT'] . '/' );
$vcw_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$vcw_file = ABSPATH . ltrim( $vcw_path, '/' );
if ( is_dir( $vcw_file ) && file_exists( rtrim( $vcw_file, '/' ) . '/index.php' ) ) {
	$vcw_file = rtrim( $vcw_file, '/' ) . '/index.php';
}
if ( false === strpos( $vcw_path, '..' ) && is_file( $vcw_file ) ) {
	if ( '.php' !== substr( $vcw_file, -4 ) ) {
		return false;
	}
	$_SERVER['SCRIPT_NAME']     = '/' . ltrim( substr( $vcw_file, strlen( ABSPATH ) - 1 ), '/' );
	$_SERVER['SCRIPT_FILENAME'] = $vcw_file;
	$_SERVER['PHP_SELF']        = $_SERVER['SCRIPT_NAME'];
	chdir( dirname( $vcw_file ) );
	require $vcw_file;
	return true;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = ABSPATH . 'index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( ABSPATH );
require ABSPATH . 'index.php';
