<?php
/**
 * Loads the widgets only on pages that show one: the module script (the script-module API of
 * WordPress 6.5+, a module <script> before), the player's alone on a page of players, the page's
 * endpoint and the reserve CSS.
 *
 * @package VideoContentWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Knows whether the page needs the widgets, and adds what they need once.
 */
final class VCW_Assets {

	const RESERVE = 'video-content-widgets-reserve';

	/**
	 * Each widget's script handle and entry module (in the plugin; its chunks are imported relative
	 * to it). A page with a carousel loads the entry of the three elements, which holds the
	 * player's code too; a page of players the player's entry, which is that code alone.
	 */
	const SCRIPTS = array(
		'carousel' => array( 'video-content-widgets', 'assets/widgets/video-content-widgets.js' ),
		'player'   => array( 'video-content-widgets-player', 'assets/widgets/video-player.js' ),
	);

	/**
	 * Each widget's block name, shortcode and tag, the carousel's first.
	 */
	const WIDGETS = array(
		'carousel' => array( 'video-content-widgets/carousel', 'video_carousel', '/<video-carousel[\s>]/i' ),
		'player'   => array( 'video-content-widgets/player', 'video_player', '/<video-player[\s>]/i' ),
	);

	/**
	 * The widgets whose script is added to this page already (widget => true).
	 *
	 * @var array
	 */
	private static $added = array();

	/**
	 * Hooks the loading in.
	 */
	public static function register() {
		add_action( 'wp_enqueue_scripts', array( __CLASS__, 'scan_query' ) );
		add_action( 'enqueue_block_editor_assets', array( __CLASS__, 'add_editor_widgets' ) );
		add_filter( 'the_content', array( __CLASS__, 'scan_content' ), 100 );
		add_filter( 'script_loader_tag', array( __CLASS__, 'module_tag' ), 10, 3 );
	}

	/**
	 * Adds the widgets when a post of the main query shows one, so the reserve CSS and the
	 * endpoint are in the <head> before any widget (no layout shift).
	 */
	public static function scan_query() {
		global $wp_query;
		$posts = isset( $wp_query->posts ) && is_array( $wp_query->posts ) ? $wp_query->posts : array();
		foreach ( $posts as $post ) {
			if ( $post instanceof WP_Post ) {
				array_map( array( __CLASS__, 'need' ), self::widgets_in( $post->post_content ) );
			}
		}
	}

	/**
	 * Adds the widgets when content shown outside the main query (a widget area, a reusable
	 * block) has the tags; then they come in the footer.
	 *
	 * @param string $content The rendered content.
	 * @return string The same content.
	 */
	public static function scan_content( $content ) {
		foreach ( self::WIDGETS as $widget => list( , , $tag ) ) {
			if ( preg_match( $tag, $content ) ) {
				self::need( $widget );
			}
		}
		return $content;
	}

	/**
	 * The widgets content shows, by a block, a shortcode or the tags themselves.
	 *
	 * @param string $content Post content as stored.
	 * @return string[] Of 'carousel' and 'player'.
	 */
	public static function widgets_in( $content ) {
		$shown = array();
		foreach ( self::WIDGETS as $widget => list( $block, $shortcode, $tag ) ) {
			if ( has_block( $block, $content ) || has_shortcode( $content, $shortcode ) || preg_match( $tag, $content ) ) {
				$shown[] = $widget;
			}
		}
		return $shown;
	}

	/**
	 * Adds the script of a widget ('carousel' or 'player') unless the page has it already, and
	 * with the first the page's endpoint and the reserve CSS.
	 *
	 * @param string $widget The widget.
	 */
	public static function need( $widget ) {
		if ( isset( self::$added[ $widget ] ) || isset( self::$added['carousel'] ) ) {
			return;
		}
		$first                   = empty( self::$added );
		self::$added[ $widget ] = true;
		list( $handle, $entry ) = self::SCRIPTS[ $widget ];
		$src                    = plugins_url( $entry, VCW_FILE );
		$modules                = function_exists( 'wp_enqueue_script_module' );
		if ( $modules ) {
			wp_enqueue_script_module( $handle, $src, array(), VCW_VERSION );
		} else {
			wp_enqueue_script( $handle, $src, array(), VCW_VERSION, true );
		}
		if ( ! $first ) {
			// A carousel after a player (a block theme renders the blocks before the <head>): its
			// entry holds the player's, which is not needed unless already printed.
			$player = self::SCRIPTS['player'][0];
			$modules ? wp_dequeue_script_module( $player ) : wp_dequeue_script( $player );
			return;
		}
		wp_register_style( self::RESERVE, false, array(), VCW_VERSION );
		wp_add_inline_style( self::RESERVE, self::reserve_css() );
		wp_enqueue_style( self::RESERVE );
		// A classic theme's <head> asks for the scripts (`wp_enqueue_scripts`) while it is printed,
		// at priority 1: the endpoint and the chunks follow at 2, still in it.
		if ( doing_action( 'wp_head' ) || ! did_action( 'wp_head' ) ) {
			add_action( 'wp_head', array( __CLASS__, 'print_endpoint' ), 2 );
			add_action( 'wp_head', array( __CLASS__, 'print_first_chunks' ), 2 );
		} else {
			add_action( 'wp_footer', array( __CLASS__, 'print_endpoint' ), 1 );
		}
	}

	/**
	 * Asks for the chunks the widgets' entry imports as the <head> is read, beside the entry
	 * rather than a round trip after it: the entry is a small file that only imports its chunks
	 * (so that a `?ver=` on it never runs the widgets twice), which the browser otherwise finds
	 * once the entry has come. Their URLs are the ones the entry imports, without `?ver=`, or the
	 * browser would fetch them twice.
	 */
	public static function print_first_chunks() {
		$widget = isset( self::$added['carousel'] ) ? 'carousel' : 'player';
		$entry  = file_get_contents( plugin_dir_path( VCW_FILE ) . self::SCRIPTS[ $widget ][1] ); // A file of the plugin, read directly.
		preg_match_all( '#["\']\./(chunks/[\w.-]+\.js)["\']#', false === $entry ? '' : $entry, $imports );
		foreach ( array_unique( $imports[1] ) as $chunk ) {
			printf( '<link rel="modulepreload" href="%s" />' . "\n", esc_url( plugins_url( 'assets/widgets/' . $chunk, VCW_FILE ) ) );
		}
	}

	/**
	 * Enqueues the widgets in the block editor, whose blocks show them: as a classic script made
	 * a module, which every version's editor prints (script modules reach the editor later).
	 */
	public static function add_editor_widgets() {
		list( $handle, $entry ) = self::SCRIPTS['carousel'];
		wp_enqueue_script( $handle, plugins_url( $entry, VCW_FILE ), array(), VCW_VERSION, true );
	}

	/**
	 * The widgets' entry module, for an editor's document that has not loaded it (an iframe).
	 *
	 * @return string
	 */
	public static function module_url() {
		return plugins_url( self::SCRIPTS['carousel'][1], VCW_FILE );
	}

	/**
	 * Prints the page's endpoint, which every widget without its own `endpoint` uses.
	 */
	public static function print_endpoint() {
		printf( '<meta name="video-content-widgets:endpoint" content="%s" />' . "\n", esc_url( VCW_Proxy::endpoint() ) );
	}

	/**
	 * Makes the widgets' <script> a module (WordPress before 6.5, and the block editor).
	 *
	 * @param string $tag    The <script> tag.
	 * @param string $handle The script's handle.
	 * @param string $src    The script's URL.
	 * @return string
	 */
	public static function module_tag( $tag, $handle, $src ) {
		if ( ! in_array( $handle, array_column( self::SCRIPTS, 0 ), true ) ) {
			return $tag;
		}
		// The enqueued script's own tag, made a module.
		return sprintf( '<script type="module" src="%s" id="%s-js"></script>' . "\n", esc_url( $src ), esc_attr( $handle ) );
	}

	/**
	 * The README's rules that reserve the widgets' room until the script runs.
	 *
	 * @return string
	 */
	private static function reserve_css() {
		$css = file_get_contents( plugin_dir_path( VCW_FILE ) . 'assets/reserve.css' ); // A file of the plugin, read directly.
		return false === $css ? '' : $css;
	}
}
