<?php
/**
 * Elements and text written as src/internal/markup.ts writes them, for the PHP printers. Plain PHP,
 * no WordPress function.
 *
 * @package VideoContentWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Escapes text and writes elements and attributes.
 */
final class VCW_Markup {

	/** The characters escapeHtml() of src/internal/markup.ts replaces, and with what. */
	const ESCAPES = array(
		'&' => '&amp;',
		'<' => '&lt;',
		'>' => '&gt;',
		'"' => '&quot;',
		"'" => '&#39;',
	);

	/**
	 * An element, as markupWriter writes it: `$inner` is markup already escaped; no end tag for `img`.
	 *
	 * @param string $tag        The tag name.
	 * @param array  $attributes Names and string values.
	 * @param string $inner      Its content, escaped.
	 * @return string
	 */
	public static function element( $tag, $attributes, $inner ) {
		return '<' . $tag . self::attributes( $attributes ) . '>' . ( 'img' === $tag ? '' : $inner . '</' . $tag . '>' );
	}

	/**
	 * ` name="value"` for each attribute, values escaped (attributeList() of markup.ts).
	 *
	 * @param array $attributes Names and string values.
	 * @return string
	 */
	public static function attributes( $attributes ) {
		$html = '';
		foreach ( $attributes as $name => $value ) {
			$html .= ' ' . $name . '="' . self::escape( $value ) . '"';
		}
		return $html;
	}

	/**
	 * Text or an attribute value made inert, as escapeHtml() of markup.ts: esc_html() and esc_attr()
	 * would leave an entity such as `&amp;` in a title as it is, which then reads as `&`.
	 *
	 * @param string $value The text.
	 * @return string
	 */
	public static function escape( $value ) {
		return strtr( $value, self::ESCAPES );
	}
}
