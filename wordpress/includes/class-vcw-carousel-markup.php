<?php
/**
 * `<video-carousel>` printed as Declarative Shadow DOM holding its list: the markup of the Node
 * renderer (renderCarousel() of src/server/render-carousel.ts), byte for byte, which
 * test/server/render-carousel-php.test.ts compares for the same records. Plain PHP, no WordPress
 * function, so that test runs it alone.
 *
 * @package VideoContentWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Fills the carousel's lit templates (VCW_Lit_Template) as carouselShadow() and renderCard() of
 * src/video-carousel/video-card.ts fill them; the styles, words, dates and templates come from
 * the build (assets/printed-carousel.json), so they are the TypeScript's own.
 */
final class VCW_Carousel_Markup {

	/** The build's file of the shadow root's CSS, the row's words, dates and templates. */
	const PARTS_FILE = 'assets/printed-carousel.json';

	/** The element's `limit` without the attribute: DEFAULT_LIMIT of render-carousel.ts. */
	const DEFAULT_LIMIT = 12;

	/** The most records a list answer holds: MAX_RECORDS of parse-video.ts. */
	const MAX_RECORDS = 1000;

	/** Cards printed: PAGE_SIZE of video-card.ts. */
	const PAGE_SIZE = 24;

	/** Cards whose thumbnails are fetched at once: FIRST_ROW of video-card.ts. */
	const FIRST_ROW = 6;

	/** Bounds of video-card.ts: a title's, a chip's UTF-16 units, and the tags shown. */
	const MAX_TITLE = 200;
	const MAX_CHIP  = 40;
	const MAX_TAGS  = 8;

	/** The prev/next buttons' arrows, as renderNav() of carousel-states.ts draws them. */
	const ARROWS = array(
		-1 => 'M15 5l-7 7 7 7',
		1  => 'M9 5l7 7-7 7',
	);

	/** What looksEmpty() of format.ts finds no room on screen for. */
	const INVISIBLE = '/[\p{Cc}\p{Cf}\p{Z}\p{M}]/u';

	/**
	 * The printed carousel, or null where this printer prints none and the page prints the bare
	 * tag (the element asks for the list itself): no video to show, a `filter` (its row waits for
	 * the element's code), a `limit` the element refuses, a page language whose dates we have no
	 * forms of, or a record whose URLs, numbers or date it cannot write as Node would.
	 *
	 * @param array  $records    The items of the service's answer, as json_decode() without `assoc` makes them.
	 * @param array  $attributes The element's attributes: name => string, or true for a bare one.
	 * @param array  $parts      The build's language data (VCW_Player_Markup::PARTS_FILE, decoded as arrays).
	 * @param array  $carousel   The build's CSS, words, dates and templates (PARTS_FILE, decoded as arrays).
	 * @param string $lang       The language the element reads (its `lang`, else the page's).
	 * @return string|null
	 */
	public static function render( $records, $attributes, $parts, $carousel, $lang ) {
		$attribute = function ( $name ) use ( $attributes ) {
			return VCW_Markup::attribute_value( $attributes, $name );
		};
		$limit     = self::limit( $attribute( 'limit' ) );
		if ( null === $limit || '' !== trim( (string) $attribute( 'filter' ) ) ) {
			return null;
		}
		$videos = array();
		foreach ( $records as $record ) {
			try {
				$video = VCW_Printed_Record::parse( $record );
			} catch ( UnexpectedValueException $unsure ) {
				return null;
			}
			if ( null !== $video ) {
				$videos[] = $video;
			}
		}
		$videos   = array_slice( $videos, 0, $limit );
		$language = VCW_Printed_Language::of( $lang, $parts );
		$locale   = $language['locale'];
		// A language ICU has but we have no forms of: Node writes its dates and lengths in it.
		if ( ! $videos || ( null !== $locale && in_array( $locale['language'], $carousel['foreign'], true ) ) ) {
			return null;
		}
		$say = array(
			'words'   => $carousel['words'][ $language['language'] ],
			'lengths' => $language['lengths'],
			'dates'   => $carousel['dates'][ VCW_Printed_Language::forms_key( $locale, $carousel['dates'] ) ],
		);
		$cards = array();
		foreach ( array_slice( $videos, 0, self::PAGE_SIZE ) as $index => $video ) {
			$card = self::card( $video, $index, count( $videos ), $say, $carousel['templates'], $attribute( 'watch-url' ) );
			if ( null === $card ) {
				return null;
			}
			$cards[] = $card;
		}
		$html = self::shell( $say['words'], $attribute( 'label' ), $attribute( 'category' ), $cards, $carousel['templates'] )->html;
		return VCW_Markup::printed_element( 'video-carousel', $attributes, $carousel['css'], $html, $videos );
	}

	/**
	 * The `limit` as limitFromAttribute() and validLimit() of carousel-limit.ts read it: the default
	 * without the attribute, null for one the element refuses.
	 *
	 * @param string|null $written The attribute.
	 * @return int|null
	 */
	private static function limit( $written ) {
		if ( null === $written ) {
			return self::DEFAULT_LIMIT;
		}
		$trimmed = preg_replace( '/^' . VCW_Printed_Record::JS_SPACE . '+|' . VCW_Printed_Record::JS_SPACE . '+$/uD', '', $written );
		$limit   = preg_match( '/^[0-9]{1,7}$/D', (string) $trimmed ) ? (int) $trimmed : 0;
		return $limit >= 1 && $limit <= self::MAX_RECORDS ? $limit : null;
	}

	/**
	 * The shadow root: the region with its row between the prev/next buttons (carouselTemplate()
	 * of carousel-template.ts, as carouselShadow() fills it for a row of cards).
	 *
	 * @param array       $words     The row's words.
	 * @param string|null $label     The element's `label`.
	 * @param string|null $category  The element's `category`.
	 * @param array       $cards     The cards.
	 * @param array       $templates The build's templates.
	 * @return VCW_Lit_Template
	 */
	private static function shell( $words, $label, $category, $cards, $templates ) {
		if ( null === $label || '' === $label ) {
			$label = null !== $category && '' !== $category ? strtr( $words['regionLabel'], array( '{category}' => $category ) ) : $words['regionLabelAll'];
		}
		$nav  = function ( $direction, $name, $disabled ) use ( $templates ) {
			return VCW_Lit_Template::of(
				$templates['nav'],
				array( $direction < 0 ? 'button-prev' : 'button-next', $name, $disabled, null, null, self::ARROWS[ $direction ] )
			);
		};
		$list = VCW_Lit_Template::of( $templates['list'], array( null, null, null, null, null, null, $cards, null ) );
		return VCW_Lit_Template::of(
			$templates['shell'],
			array( null, $label, $words['roleDescription'], 'false', $nav( -1, $words['previous'], 'true' ), $list, $nav( 1, $words['next'], 'false' ), '', null )
		);
	}

	/**
	 * One card, as renderCard() of video-card.ts renders it for a printed row; null for a date this
	 * printer has no forms of.
	 *
	 * @param array       $video     The parsed record.
	 * @param int         $index     Its place in the row, from 0.
	 * @param int         $count     The videos of the list.
	 * @param array       $say       The row's `words`, and the forms of its `lengths` and `dates`.
	 * @param array       $templates The build's templates.
	 * @param string|null $watch_url The element's `watch-url`.
	 * @return VCW_Lit_Template|null
	 */
	private static function card( $video, $index, $count, $say, $templates, $watch_url ) {
		$words    = $say['words'];
		$details  = $video['playbackDetails'];
		$duration = isset( $details['duration'] ) ? $details['duration'] : null;
		$facts    = array();
		if ( isset( $video['originalDate'] ) ) {
			$date = VCW_Printed_Format::date( $video['originalDate'], $say['dates'] );
			if ( null === $date ) {
				return null;
			}
			$facts[] = array( 'date', null, null, $date );
		}
		if ( isset( $video['finasset'] ) ) {
			$facts[] = array( 'asset', 'asset', 'auto', VCW_Printed_Record::clamp( $video['finasset'], self::MAX_CHIP ) );
		}
		if ( isset( $video['difficulty'] ) ) {
			$facts[] = array( 'difficulty', null, null, strtr( $words['difficulty'], array( '{level}' => (string) $video['difficulty'] ) ) );
		}
		if ( $video['community'] ) {
			$facts[] = array( 'community', 'community', null, $words['community'] );
		}
		$said = array();
		foreach ( $facts as $at => $fact ) {
			$said[] = VCW_Lit_Template::of( $templates['fact'], array( $fact[0], $fact[1], $fact[2], $fact[3], count( $facts ) - 1 === $at ? '.' : ', ' ) );
		}
		$meta   = 'meta-' . $video['id'];
		$spoken = null === $duration ? null : VCW_Lit_Template::of( $templates['spoken'], array( VCW_Printed_Format::spoken( $duration, $say['lengths'] ) ) );
		$name   = VCW_Lit_Template::of( $templates['name'], array( self::title( $video, $words ), $spoken ) );
		$href   = VCW_Printed_Record::watch_href( $video, null === $watch_url ? array() : array( 'watch-url' => $watch_url ) );
		return VCW_Lit_Template::of(
			$templates['card'],
			array(
				$index + 1,
				$count,
				isset( $details['thumbnailUrl'] ) ? VCW_Lit_Template::of( $templates['thumbnail'], array( $index < self::FIRST_ROW ? 'eager' : 'lazy', $details['thumbnailUrl'], null ) ) : null,
				null,
				null === $duration ? null : VCW_Lit_Template::of( $templates['duration'], array( VCW_Printed_Format::duration( $duration ) ) ),
				null === $href ? null : VCW_Lit_Template::of( $templates['link'], array( $href, $meta, $name ) ),
				$video['id'],
				0 === $index ? 0 : -1,
				$meta,
				$name,
				$meta,
				$said ? VCW_Lit_Template::of( $templates['facts'], array( $said ) ) : null,
				self::chips( $video, $words, $templates ),
			)
		);
	}

	/**
	 * The sector and tag chips of a card, or null for none.
	 *
	 * @param array $video     The parsed record.
	 * @param array $words     The row's words.
	 * @param array $templates The build's templates.
	 * @return VCW_Lit_Template|null
	 */
	private static function chips( $video, $words, $templates ) {
		$tags = array();
		foreach ( array_slice( $video['tags'], 0, self::MAX_TAGS ) as $tag ) {
			$tags[] = VCW_Printed_Record::clamp( $tag, self::MAX_CHIP );
		}
		if ( ! isset( $video['sector'] ) && ! $tags ) {
			return null;
		}
		$chips = array();
		foreach ( $tags as $at => $tag ) {
			$chips[] = VCW_Lit_Template::of( $templates['tag'], array( $tag, count( $tags ) - 1 === $at ? '.' : ', ' ) );
		}
		return VCW_Lit_Template::of(
			$templates['chips'],
			array(
				isset( $video['sector'] ) ? VCW_Lit_Template::of( $templates['sector'], array( $words['sectorLabel'], VCW_Printed_Record::clamp( $video['sector'], self::MAX_CHIP ) ) ) : null,
				$tags ? VCW_Lit_Template::of( $templates['pause'], array( $words['tagsLabel'] ) ) : null,
				$chips,
			)
		);
	}

	/**
	 * The title as a card shows it (displayTitle() of video-card.ts): cut, or the words for an
	 * untitled video where it shows nothing.
	 *
	 * @param array $video The parsed record.
	 * @param array $words The row's words.
	 * @return string
	 */
	private static function title( $video, $words ) {
		$cut = VCW_Printed_Record::clamp( $video['title'], self::MAX_TITLE );
		$shown = preg_replace( self::INVISIBLE, '', preg_replace( '/…$/uD', '', $cut ) );
		return '' === $shown ? strtr( $words['untitled'], array( '{id}' => (string) $video['id'] ) ) : $cut;
	}
}
