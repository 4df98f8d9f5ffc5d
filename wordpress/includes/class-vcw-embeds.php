<?php
/**
 * The ways onto a page: two blocks, two shortcodes, and the two tags in an author's Custom HTML
 * or Classic-editor post (kses and TinyMCE keep them and their documented attributes).
 *
 * @package VideoContentWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Renders the widgets' tags, escaped, and lets authors keep them.
 */
final class VCW_Embeds {

	/**
	 * The attributes an author may write on each tag: the documented ones, except `endpoint`,
	 * `api-key` and `beacon`, which send requests or data elsewhere than this site's proxy.
	 */
	const TAG_ATTRIBUTES = array(
		'video-player'   => array( 'video-id', 'preload', 'autoplay', 'muted', 'loop', 'controls', 'start-time', 'prefer-playback', 'structured-data', 'remember', 'autoplay-next', 'keep-playing', 'watch-url' ),
		'video-carousel' => array( 'category', 'limit', 'player', 'label', 'preview', 'filters', 'filter', 'structured-data' ),
	);

	/** Attributes every element takes. */
	const GLOBAL_ATTRIBUTES = array( 'id', 'class', 'lang', 'dir', 'title' );

	/**
	 * Hooks the blocks, shortcodes and allow-lists in.
	 */
	public static function register() {
		add_action( 'init', array( __CLASS__, 'register_blocks' ) );
		add_shortcode( 'video_player', array( __CLASS__, 'player_shortcode' ) );
		add_shortcode( 'video_carousel', array( __CLASS__, 'carousel_shortcode' ) );
		add_filter( 'wp_kses_allowed_html', array( __CLASS__, 'allow_tags' ), 10, 2 );
		add_filter( 'tiny_mce_before_init', array( __CLASS__, 'tinymce_elements' ) );
		add_filter( 'no_texturize_tags', array( __CLASS__, 'no_texturize' ) );
	}

	/**
	 * Keeps wptexturize() out of the widgets: a printed title would get curly quotes and dashes
	 * its record does not have. (Today the `<` of a media query in the printed styles stops it at
	 * `<style>` anyway, by chance of its tag splitter; this does not rest on that.)
	 *
	 * @param string[] $tags The elements whose content is left as it is.
	 * @return string[]
	 */
	public static function no_texturize( $tags ) {
		return array_merge( $tags, array_keys( self::TAG_ATTRIBUTES ) );
	}

	/**
	 * The editor's scripts, each handle's file and what it needs; the last registers the blocks
	 * with the parts the others define.
	 */
	const EDITOR_SCRIPTS = array(
		'video-content-widgets-editor-videos'     => array( 'editor-videos.js', array( 'wp-element', 'wp-components', 'wp-i18n' ) ),
		'video-content-widgets-editor-fallback'   => array( 'block-fallback.js', array( 'wp-element', 'wp-block-editor' ) ),
		'video-content-widgets-editor-transforms' => array( 'shortcode-transforms.js', array( 'wp-blocks', 'wp-shortcode' ) ),
		'video-content-widgets-editor-picker'     => array( 'video-picker.js', array( 'wp-element', 'wp-components', 'wp-i18n' ) ),
		'video-content-widgets-editor-settings'   => array( 'block-settings.js', array( 'wp-element', 'wp-components', 'wp-i18n' ) ),
		'video-content-widgets-editor'            => array( 'editor.js', array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-data', 'wp-i18n' ) ),
	);

	/**
	 * Registers the editor's scripts and the two blocks from their block.json.
	 */
	public static function register_blocks() {
		$dir  = plugin_dir_path( VCW_FILE ) . 'blocks/';
		$mine = array();
		foreach ( self::EDITOR_SCRIPTS as $handle => list( $file, $needs ) ) {
			wp_register_script( $handle, plugins_url( 'blocks/' . $file, VCW_FILE ), array_merge( $needs, $mine ), VCW_VERSION, true );
			// The editor's words in the site's or the user's language, from translate.wordpress.org's
			// packs (wp-content/languages/plugins) or the plugin's languages folder.
			wp_set_script_translations( $handle, 'video-content-widgets', plugin_dir_path( VCW_FILE ) . 'languages' );
			$mine[] = $handle;
		}
		wp_add_inline_script(
			'video-content-widgets-editor-videos',
			'window.videoContentWidgetsEditor = ' . wp_json_encode( array( 'endpoint' => VCW_Proxy::endpoint() ) ) . ';',
			'before'
		);
		register_block_type( $dir . 'player', array( 'render_callback' => array( __CLASS__, 'player_block' ) ) );
		register_block_type( $dir . 'carousel', array( 'render_callback' => array( __CLASS__, 'carousel_block' ) ) );
	}

	/**
	 * The player block on the page; in a feed, its saved fallback (thumbnail and title).
	 *
	 * @param array  $attributes The block's attributes (block.json).
	 * @param string $content    The block's saved markup.
	 * @return string
	 */
	public static function player_block( $attributes, $content = '' ) {
		if ( is_feed() && '' !== trim( $content ) ) {
			return $content;
		}
		if ( ! isset( $attributes['videoId'] ) || '' === (string) $attributes['videoId'] ) {
			return self::missing_video( __( 'Choose a video in the block\'s settings.', 'video-content-widgets' ) );
		}
		$tag = self::tag(
			'video-player',
			array(
				'id'         => self::attribute( $attributes, 'playerId' ),
				'video-id'   => $attributes['videoId'],
				'autoplay'   => self::attribute( $attributes, 'autoplay' ),
				'muted'      => self::attribute( $attributes, 'muted' ),
				'loop'       => self::attribute( $attributes, 'loop' ),
				'start-time' => self::attribute( $attributes, 'startTime' ),
				'controls'   => self::attribute( $attributes, 'controls' ),
				'preload'    => self::attribute( $attributes, 'preload' ),
			)
		);
		return sprintf( '<div %s>%s</div>', get_block_wrapper_attributes(), $tag );
	}

	/**
	 * The carousel block on the page; in a feed, its saved fallback (the videos it listed).
	 *
	 * @param array  $attributes The block's attributes (block.json).
	 * @param string $content    The block's saved markup.
	 * @return string
	 */
	public static function carousel_block( $attributes, $content = '' ) {
		if ( is_feed() && '' !== trim( $content ) ) {
			return $content;
		}
		$tag = self::tag(
			'video-carousel',
			array(
				'category' => self::attribute( $attributes, 'category' ),
				'limit'    => self::attribute( $attributes, 'limit' ),
				'player'   => self::attribute( $attributes, 'player' ),
				'label'    => self::attribute( $attributes, 'label' ),
				'preview'  => self::attribute( $attributes, 'preview' ),
				'filters'  => self::attribute( $attributes, 'filters' ),
			)
		);
		return sprintf( '<div %s>%s</div>', get_block_wrapper_attributes(), $tag );
	}

	/**
	 * A block attribute, or '' (not written) when absent.
	 *
	 * @param array  $attributes The block's attributes.
	 * @param string $name       The attribute's name.
	 * @return mixed
	 */
	private static function attribute( $attributes, $name ) {
		return isset( $attributes[ $name ] ) ? $attributes[ $name ] : '';
	}

	/**
	 * `[video_player id="1001"]`: the player gets the HTML id `video-player-1001` (or `html_id`),
	 * which a carousel's `player` names; `watch_url="/videos/{id}"` is where its printed poster
	 * links for a reader without script (by default the video's MP4 file).
	 *
	 * @param array|string $atts The shortcode's attributes.
	 * @return string
	 */
	public static function player_shortcode( $atts ) {
		$atts = shortcode_atts(
			array(
				'id'        => '',
				'html_id'   => '',
				'watch_url' => '',
			),
			$atts,
			'video_player'
		);
		if ( '' === trim( (string) $atts['id'] ) ) {
			return self::missing_video( __( 'Give the shortcode the video\'s id, like [video_player id="1001"].', 'video-content-widgets' ) );
		}
		$html_id = '' !== $atts['html_id'] ? $atts['html_id'] : 'video-player-' . $atts['id'];
		return self::tag(
			'video-player',
			array(
				'id'        => $html_id,
				'video-id'  => $atts['id'],
				'watch-url' => $atts['watch_url'],
			)
		);
	}

	/**
	 * `[video_carousel category="Investing Basics" limit="8" player="video-player-1001"]`.
	 *
	 * @param array|string $atts The shortcode's attributes.
	 * @return string
	 */
	public static function carousel_shortcode( $atts ) {
		$atts = shortcode_atts(
			array(
				'category' => '',
				'limit'    => '',
				'player'   => '',
			),
			$atts,
			'video_carousel'
		);
		return self::tag( 'video-carousel', $atts );
	}

	/**
	 * Lets the two tags and their documented attributes through kses in posts, for authors
	 * without `unfiltered_html`. Nothing else is widened: no <script>, no <meta>, no other tag.
	 *
	 * @param array  $allowed The allowed tags and attributes.
	 * @param string $context The kses context.
	 * @return array
	 */
	public static function allow_tags( $allowed, $context ) {
		if ( 'post' !== $context ) {
			return $allowed;
		}
		foreach ( self::TAG_ATTRIBUTES as $tag => $attributes ) {
			$allowed[ $tag ] = array_fill_keys( array_merge( self::GLOBAL_ATTRIBUTES, $attributes ), true );
		}
		return $allowed;
	}

	/**
	 * Tells the Classic editor (TinyMCE) the two tags are elements to keep, with their attributes.
	 *
	 * @param array $settings TinyMCE's settings.
	 * @return array
	 */
	public static function tinymce_elements( $settings ) {
		$elements = array();
		foreach ( self::TAG_ATTRIBUTES as $tag => $attributes ) {
			$elements[] = $tag . '[' . implode( '|', array_merge( self::GLOBAL_ATTRIBUTES, $attributes ) ) . ']';
		}
		$custom = array_keys( self::TAG_ATTRIBUTES );
		foreach ( array( 'extended_valid_elements' => $elements, 'custom_elements' => $custom ) as $key => $more ) {
			$settings[ $key ] = implode( ',', array_filter( array_merge( empty( $settings[ $key ] ) ? array() : array( $settings[ $key ] ), $more ) ) );
		}
		return $settings;
	}

	/**
	 * An attribute's value as the element reads it from the bare tag: esc_attr() leaves an
	 * author's `&amp;` as it is, which the page's parser then reads as `&` (a shortcode's
	 * `category="Taxes &amp; Accounts"` is the category `Taxes & Accounts`).
	 *
	 * @param string|true $value The value, or true for a bare attribute.
	 * @return string|true
	 */
	private static function as_read( $value ) {
		return true === $value ? true : html_entity_decode( esc_attr( $value ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	}

	/**
	 * What a player without a video shows: to those who may edit the post, what is missing and
	 * how to mend it; to visitors nothing, rather than an empty black box.
	 *
	 * @param string $mend What to do.
	 * @return string
	 */
	private static function missing_video( $mend ) {
		$post = get_post();
		if ( ! ( $post ? current_user_can( 'edit_post', $post->ID ) : current_user_can( 'edit_posts' ) ) ) {
			return '';
		}
		return sprintf(
			'<p class="video-content-widgets-missing" role="note"><strong>%s</strong> %s %s</p>',
			esc_html__( 'This video player has no video.', 'video-content-widgets' ),
			esc_html( $mend ),
			esc_html__( 'Only those who may edit this post see this note; visitors see nothing here.', 'video-content-widgets' )
		);
	}

	/**
	 * A widget's tag with its non-empty attributes, escaped, and those set to true bare; marks the
	 * page as needing the widget. A player comes printed with its record and a carousel with its
	 * list where they can be had (VCW_Printed_Widgets), so they show before any script and their
	 * elements ask the service nothing.
	 *
	 * @param string $name       The tag name.
	 * @param array  $attributes Attribute names and values.
	 * @return string
	 */
	private static function tag( $name, $attributes ) {
		VCW_Assets::need( 'video-carousel' === $name ? 'carousel' : 'player' );
		$set = array();
		foreach ( $attributes as $attribute => $value ) {
			if ( true === $value || '' !== (string) $value ) {
				$set[ $attribute ] = true === $value ? true : (string) $value;
			}
		}
		// A feed reader runs no element: it gets the bare tag, not the player's styles and record.
		$read    = array_map( array( __CLASS__, 'as_read' ), $set );
		$printed = is_feed() ? null : ( 'video-player' === $name ? VCW_Printed_Widgets::player( $read ) : VCW_Printed_Widgets::carousel( $read ) );
		if ( null !== $printed ) {
			return $printed;
		}
		$html = '<' . $name;
		foreach ( $set as $attribute => $value ) {
			$html .= ' ' . $attribute . ( true === $value ? '' : '="' . esc_attr( $value ) . '"' );
		}
		return $html . '></' . $name . '>';
	}
}
