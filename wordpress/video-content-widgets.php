<?php
/**
 * Plugin Name:       Video Content Widgets
 * Description:       Video player and video carousel blocks and shortcodes for the Video Content Service, with a proxy that keeps the service's key on the server.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            video-content-widgets
 * License:           MIT
 * License URI:       https://opensource.org/licenses/MIT
 * Text Domain:       video-content-widgets
 *
 * @package VideoContentWidgets
 */

defined( 'ABSPATH' ) || exit;

define( 'VCW_VERSION', '0.1.0' );
define( 'VCW_FILE', __FILE__ );

require_once __DIR__ . '/includes/class-vcw-settings.php';
require_once __DIR__ . '/includes/class-vcw-connection.php';
require_once __DIR__ . '/includes/class-vcw-setup-prompts.php';
require_once __DIR__ . '/includes/class-vcw-proxy-route.php';
require_once __DIR__ . '/includes/class-vcw-proxy-upstream.php';
require_once __DIR__ . '/includes/class-vcw-proxy-answer-cap.php';
require_once __DIR__ . '/includes/class-vcw-proxy-cors.php';
require_once __DIR__ . '/includes/class-vcw-proxy-rate-limit.php';
require_once __DIR__ . '/includes/class-vcw-proxy.php';
require_once __DIR__ . '/includes/class-vcw-proxy-routes.php';
require_once __DIR__ . '/includes/class-vcw-assets.php';
require_once __DIR__ . '/includes/class-vcw-markup.php';
require_once __DIR__ . '/includes/class-vcw-lit-template.php';
require_once __DIR__ . '/includes/class-vcw-printed-record.php';
require_once __DIR__ . '/includes/class-vcw-printed-format.php';
require_once __DIR__ . '/includes/class-vcw-printed-language.php';
require_once __DIR__ . '/includes/class-vcw-player-markup.php';
require_once __DIR__ . '/includes/class-vcw-carousel-markup.php';
require_once __DIR__ . '/includes/class-vcw-printed-widgets.php';
require_once __DIR__ . '/includes/class-vcw-embeds.php';
require_once __DIR__ . '/includes/class-vcw-editor-previews.php';

VCW_Settings::register();
VCW_Connection::register();
VCW_Setup_Prompts::register();
VCW_Proxy::register();
VCW_Proxy_Routes::register();
VCW_Assets::register();
VCW_Embeds::register();
VCW_Editor_Previews::register();

// Created not autoloaded, so a first save through options.php does not autoload the key.
register_activation_hook( __FILE__, array( 'VCW_Settings', 'add_option' ) );
