<?php
/**
 * Installs the test WordPress as a site owner would, without wp-cli (not in Debian 12): the
 * install, an Author, the plugin from the built zip (WordPress's own unzip_file()), its
 * settings, and the posts the test opens. Prints their addresses as JSON.
 *
 * Environment: VCW_SITE (the site folder), VCW_ZIP, VCW_SERVICE (service base URL), VCW_KEY,
 * VCW_ORIGIN (an origin to allow), VCW_THEME.
 *
 * @package VideoContentWidgets
 */

define( 'ABSPATH', getenv( 'VCW_SITE' ) . '/' );
define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST']   = parse_url( getenv( 'VCW_URL' ), PHP_URL_HOST ) . ':' . parse_url( getenv( 'VCW_URL' ), PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
require ABSPATH . 'wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$result = wp_install( 'Video widgets test', 'admin', 'admin@example.test', false, '', 'admin-password-1' );
$admin  = $result['user_id'];
$author = wp_insert_user(
	array(
		'user_login' => 'author',
		'user_pass'  => 'author-password-1',
		'user_email' => 'author@example.test',
		'role'       => 'author',
	)
);
update_option( 'permalink_structure', '/%postname%/' );
switch_theme( getenv( 'VCW_THEME' ) );

WP_Filesystem();
$unzipped = unzip_file( getenv( 'VCW_ZIP' ), WP_PLUGIN_DIR );
if ( is_wp_error( $unzipped ) ) {
	fwrite( STDERR, 'unzip: ' . $unzipped->get_error_message() . "\n" );
	exit( 1 );
}
$activated = activate_plugin( 'video-content-widgets/video-content-widgets.php' );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, 'activate: ' . $activated->get_error_message() . "\n" );
	exit( 1 );
}
require_once WP_PLUGIN_DIR . '/video-content-widgets/video-content-widgets.php';
// As the settings form saves them, through the option's sanitizer.
register_setting( 'video-content-widgets', 'video_content_widgets', array( 'sanitize_callback' => array( 'VCW_Settings', 'sanitize' ) ) );
update_option(
	'video_content_widgets',
	array(
		'base_url'        => getenv( 'VCW_SERVICE' ),
		'api_key'         => getenv( 'VCW_KEY' ),
		'allowed_origins' => getenv( 'VCW_ORIGIN' ),
	)
);

// What docs/wordpress.md gives authors to paste.
$embed = trim( file_get_contents( __DIR__ . '/authors-embed.html' ) ); // A local fixture, read directly.
$attrs = 'video-id="1001" api-key="leaked" endpoint="https://elsewhere.test/api" onclick="alert(1)"';
// Saved as each user saves: kses runs for the Author (no unfiltered_html), as on a real save.
$posts = array(
	'blocks'    => array(
		$admin,
		'<!-- wp:video-content-widgets/player {"videoId":1001,"playerId":"lesson-player"} /-->' . "\n"
		. '<!-- wp:video-content-widgets/carousel {"category":"Investing Basics","limit":4,"player":"lesson-player"} /-->',
	),
	'html'      => array(
		$author,
		"<!-- wp:html -->\n" . '<meta name="video-content-widgets:endpoint" content="https://elsewhere.test/api" />'
		. '<script type="module" src="https://elsewhere.test/widgets.js"></script>'
		. str_replace( 'video-id="1001"', $attrs, $embed ) . "\n<!-- /wp:html -->",
	),
	'shortcode' => array(
		$author,
		"<!-- wp:shortcode -->\n[video_player id=\"1001\"]\n<!-- /wp:shortcode -->\n"
		. "<!-- wp:shortcode -->\n[video_carousel category=\"Investing Basics\" limit=\"4\" player=\"video-player-1001\"]\n<!-- /wp:shortcode -->",
	),
	'classic'   => array( $author, "<p>A lesson.</p>\n" . $embed ),
	'player'    => array( $author, "<!-- wp:shortcode -->\n[video_player id=\"1001\"]\n<!-- /wp:shortcode -->" ),
	// An Author's slips: players without a video, a limit above the proxy's maximum.
	'mistakes'  => array(
		$author,
		"<!-- wp:shortcode -->\n[video_player]\n<!-- /wp:shortcode -->\n"
		. "<!-- wp:video-content-widgets/player {\"playerId\":\"no-video\"} /-->\n"
		. "<!-- wp:shortcode -->\n[video_carousel limit=\"500\"]\n<!-- /wp:shortcode -->",
	),
);
$out = array();
foreach ( $posts as $name => list( $user, $content ) ) {
	wp_set_current_user( $user );
	$id           = wp_insert_post(
		wp_slash(
			array(
				'post_title'   => 'Post ' . $name,
				'post_name'    => 'post-' . $name,
				'post_content' => $content,
				'post_status'  => 'publish',
				'post_author'  => $user,
			)
		),
		true
	);
	$out[ $name ] = array(
		'id'      => $id,
		'url'     => get_permalink( $id ),
		'content' => get_post_field( 'post_content', $id ),
	);
}
wp_set_current_user( 0 );
flush_rewrite_rules();
echo wp_json_encode( $out );
