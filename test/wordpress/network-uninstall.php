<?php
/**
 * The plugin's uninstall on a multisite network of two sites (a subdirectory network, driven
 * from the command line: no web server). `install`: installs WordPress and makes it a network,
 * as Tools, Network Setup does. `uninstall` (the configuration then defines MULTISITE): adds a
 * second site, installs the plugin from the zip, stores its rows on each site, runs its uninstall
 * as Network Admin, Plugins, Delete does, and prints each site's rows before and after as JSON.
 * Environment: VCW_SITE (the site folder), VCW_ZIP.
 *
 * @package VideoContentWidgets
 */

define( 'ABSPATH', getenv( 'VCW_SITE' ) . '/' );
$_SERVER['HTTP_HOST']   = 'network.test';
$_SERVER['REQUEST_URI'] = '/';

if ( 'install' === $argv[1] ) {
	define( 'WP_INSTALLING', true );
	define( 'WP_INSTALLING_NETWORK', true ); // As wp-admin/network.php: the network's tables too.
	require ABSPATH . 'wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	require_once ABSPATH . 'wp-admin/includes/network.php';
	wp_install( 'Network test', 'admin', 'admin@example.test', false, '', 'admin-password-1' );
	// As wp-admin/network.php: the network's table names, which a single site's wpdb lacks.
	foreach ( $wpdb->tables( 'ms_global' ) as $vcw_table => $vcw_prefixed ) {
		$wpdb->$vcw_table = $vcw_prefixed;
	}
	install_network();
	$vcw_network = populate_network( 1, 'network.test', 'admin@example.test', 'Network test', '/', false );
	if ( is_wp_error( $vcw_network ) ) {
		fwrite( STDERR, 'network: ' . $vcw_network->get_error_message() . "\n" );
		exit( 1 );
	}
	echo 'installed';
	exit;
}

require ABSPATH . 'wp-load.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require __DIR__ . '/count-rows.php';

$vcw_second = wpmu_create_blog( 'network.test', '/second/', 'Second site', 1 );
if ( is_wp_error( $vcw_second ) ) {
	fwrite( STDERR, 'site: ' . $vcw_second->get_error_message() . "\n" );
	exit( 1 );
}
// wpmu_create_blog() leaves the request "installing", which keeps transients out of the
// database; the visits that store the plugin's answers are later requests.
wp_installing( false );
WP_Filesystem();
unzip_file( getenv( 'VCW_ZIP' ), WP_PLUGIN_DIR );
$vcw_plugin = 'video-content-widgets/video-content-widgets.php';
activate_plugin( $vcw_plugin, '', true );

/**
 * Each site's rows of the plugin, by site id.
 *
 * @return array
 */
function vcw_network_rows() {
	$rows = array();
	foreach ( get_sites( array( 'fields' => 'ids' ) ) as $site ) {
		switch_to_blog( $site );
		$rows[ $site ] = vcw_stored_rows();
		restore_current_blog();
	}
	return $rows;
}

// What a site of the network keeps once set up and visited: its settings, a kept answer.
foreach ( get_sites( array( 'fields' => 'ids' ) ) as $vcw_site ) {
	switch_to_blog( $vcw_site );
	update_option( 'video_content_widgets', array( 'base_url' => 'https://service.test' ), false );
	set_transient( 'vcw_answer_' . $vcw_site, 'kept', 60 );
	restore_current_blog();
}
$vcw_before = vcw_network_rows();
deactivate_plugins( $vcw_plugin, false, true );
uninstall_plugin( $vcw_plugin );
echo wp_json_encode(
	array(
		'before' => $vcw_before,
		'after'  => vcw_network_rows(),
	)
);
