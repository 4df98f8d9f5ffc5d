<?php
/**
 * lit's templates filled in as lit's SSR prints them (@lit-labs/ssr, which renderCarousel() of
 * src/server/render-carousel.ts runs): the build cut each template the carousel prints at its
 * values (scripts/printed-carousel.js, assets/printed-carousel.json), so the markers, hashes
 * and white space are lit's own, not copies. Plain PHP, no WordPress function.
 *
 * @package VideoContentWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * A template with its values, as markup.
 */
final class VCW_Lit_Template {

	/**
	 * The printed markup, lit's markers around it.
	 *
	 * @var string
	 */
	public $html;

	/**
	 * The template printed.
	 *
	 * @param string $html Its markup.
	 */
	private function __construct( $html ) {
		$this->html = $html;
	}

	/**
	 * A template printed with its values. For a `child` a value is text (escaped), another template,
	 * a list of those, or null (lit's `nothing`); for an `attribute:name`, its value, or null to
	 * leave it out; for a `text` (part of an attribute's value), text; for a `none` (an event),
	 * null.
	 *
	 * @param array $template Its `pieces` of markup and, between them, the `holes` of the values.
	 * @param array $values   A value for each hole, in order.
	 * @return VCW_Lit_Template
	 */
	public static function of( $template, $values ) {
		$html = $template['pieces'][0];
		foreach ( $template['holes'] as $index => $hole ) {
			$value = $values[ $index ];
			if ( 'child' === $hole ) {
				$html .= self::child( $value );
			} elseif ( 'text' === $hole ) {
				$html .= VCW_Markup::escape( (string) $value );
			} elseif ( 0 === strpos( $hole, 'attribute:' ) && null !== $value ) {
				$html .= substr( $hole, strlen( 'attribute:' ) ) . '="' . VCW_Markup::escape( (string) $value ) . '"';
			}
			$html .= $template['pieces'][ $index + 1 ];
		}
		return new self( $html );
	}

	/**
	 * A child value as lit's SSR prints it: a template as it is, text or a list between markers.
	 *
	 * @param mixed $value A template, a list, text or null.
	 * @return string
	 */
	private static function child( $value ) {
		if ( $value instanceof self ) {
			return $value->html;
		}
		$inner = is_array( $value ) ? implode( '', array_map( array( __CLASS__, 'child' ), $value ) ) : VCW_Markup::escape( (string) $value );
		return '<!--lit-part-->' . $inner . '<!--/lit-part-->';
	}
}
