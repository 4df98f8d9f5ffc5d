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

	/**
	 * A widget as a server prints it (printedElement() of src/server/printed-element.ts): the host
	 * with its attributes, its shadow root as Declarative Shadow DOM (`$css`, then `$shadow`) and
	 * its data as a JSON child, written as JSON.stringify() writes it, its `<` escaped so that no
	 * `</script>` or `<!--` of a service string ends it early.
	 *
	 * @param string $tag        The tag name.
	 * @param array  $attributes Names and values, true for a bare attribute.
	 * @param string $css        The shadow root's styles.
	 * @param string $shadow     The shadow root's markup.
	 * @param array  $data       What the element reads instead of asking the service.
	 * @return string
	 */
	public static function printed_element( $tag, $attributes, $css, $shadow, $data ) {
		$named = array();
		foreach ( $attributes as $name => $value ) {
			$named[ $name ] = true === $value ? '' : (string) $value;
		}
		$json = json_encode( $data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_LINE_TERMINATORS );
		return '<' . $tag . self::attributes( $named ) . '><template shadowrootmode="open"><style>' . $css . '</style>'
			. $shadow . '</template><script type="application/json">' . str_replace( '<', '\u003c', $json ) . '</script></' . $tag . '>';
	}

	/**
	 * An attribute as the element reads it (attributeValue() of printed-element.ts): '' for a bare
	 * one, null where it is not there.
	 *
	 * @param array  $attributes Names and values, true for a bare attribute.
	 * @param string $name       The attribute.
	 * @return string|null
	 */
	public static function attribute_value( $attributes, $name ) {
		return isset( $attributes[ $name ] ) ? ( true === $attributes[ $name ] ? '' : (string) $attributes[ $name ] ) : null;
	}
}
