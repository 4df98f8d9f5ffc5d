<?php
/**
 * The language a printed widget speaks: the one its element would take it over in, chosen as
 * languageOf() of src/i18n/languages.ts chooses, from CLDR's data the build wrote
 * (assets/printed-player.json). Plain PHP, no WordPress function, so
 * test/server/render-player-php.test.ts runs it alone.
 *
 * @package VideoContentWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * A page's language tag read as the element reads it, and the printed player's words in it.
 */
final class VCW_Printed_Language {

	/** Where CLDR's likely subtags lead nowhere we have: PARENTS of languages.ts. */
	const PARENTS = array(
		'pt' => 'pt-PT',
		'no' => 'nb',
		'nn' => 'nb',
	);

	/**
	 * The language of ours for a page in `$tag`, and the locale the page's lengths and dates are in:
	 * English for none, a tag that is not one (the element then speaks the browser's language,
	 * which a server cannot know) or a language we do not have; with the player's words in it and
	 * the length's spoken forms.
	 *
	 * @param string $tag   The `lang` the element reads: its own, else the page's.
	 * @param array  $parts The build's `words`, `lengths` and `likely` (VCW_Player_Markup::PARTS_FILE).
	 * @return array `language`, `locale` (its subtags, null for none), `words` and `lengths`.
	 */
	public static function of( $tag, $parts ) {
		$locale   = self::locale( $tag, $parts['likely']['aliases'] );
		$language = null === $locale ? 'en' : self::language( $locale, $parts );
		return array(
			'language' => $language,
			'locale'   => $locale,
			'words'    => $parts['words'][ $language ],
			'lengths'  => $parts['lengths'][ self::forms_key( $locale, $parts['lengths'] ) ],
		);
	}

	/**
	 * Whose forms (of a length, of a date) a locale says, as ICU falls back: the locale's own
	 * (language, script, region), its language and script, its language and region, its language,
	 * else English. localeKeys() of scripts/printed-player.js is this lookup: the build wrote a
	 * locale's own forms where it finds others (`fr-CA`, `ar-SA`, `zh-TW`).
	 *
	 * @param array|null $locale The locale's subtags (of()), null for none.
	 * @param array      $forms  The build's forms, by locale.
	 * @return string
	 */
	public static function forms_key( $locale, $forms ) {
		if ( null === $locale ) {
			return 'en';
		}
		$language = $locale['language'];
		$script   = $locale['script'];
		$region   = $locale['region'];
		$keys     = array(
			implode( '-', array_filter( array( $language, $script, $region ) ) ),
			'' !== $script ? $language . '-' . $script : '',
			'' !== $script && '' !== $region ? $language . '-' . $region : '',
			$language,
		);
		foreach ( $keys as $key ) {
			if ( '' !== $key && isset( $forms[ $key ] ) ) {
				return $key;
			}
		}
		return 'en';
	}

	/**
	 * A tag's subtags as Intl.getCanonicalLocales() writes them once localeOf() of
	 * src/internal/locale-of.ts made its `_` a `-` (`DE_de` is `de-DE`), the language code one of
	 * ours by CLDR's aliases (`iw` is `he`); null for a tag that is none, or one with extensions,
	 * which this reader does not take apart.
	 *
	 * @param string $tag     The tag.
	 * @param array  $aliases Language codes that stand for one of ours.
	 * @return array|null `language`, `script`, `region` and `variants` (each `''` where absent).
	 */
	private static function locale( $tag, $aliases ) {
		$subtags = '/^([a-z]{2,3}|[a-z]{5,8})(?:-([a-z]{4}))?(?:-([a-z]{2}|[0-9]{3}))?((?:-(?:[a-z0-9]{5,8}|[0-9][a-z0-9]{3}))*)$/iD';
		if ( ! preg_match( $subtags, str_replace( '_', '-', (string) $tag ), $m ) ) {
			return null;
		}
		$language = strtolower( $m[1] );
		return array(
			'language' => isset( $aliases[ $language ] ) ? $aliases[ $language ] : $language,
			'script'   => ucfirst( strtolower( $m[2] ) ),
			'region'   => strtoupper( $m[3] ),
			'variants' => strtolower( substr( $m[4], 1 ) ),
		);
	}

	/**
	 * The language of ours a locale reads best in, as languageOf() tries the locale with its likely
	 * subtags: Chinese by its script (`zh-HK` is `zh-Hant-HK`), Portuguese by its region (a bare
	 * `pt` is `pt-BR`), the language alone, then PARENTS.
	 *
	 * @param array $locale The locale's subtags (locale()).
	 * @param array $parts  The build's `words` and `likely`.
	 * @return string
	 */
	private static function language( $locale, $parts ) {
		$language = $locale['language'];
		if ( 'zh' === $language ) {
			$script = '' !== $locale['script'] ? $locale['script'] : ( in_array( $locale['region'], $parts['likely']['hant'], true ) ? 'Hant' : 'Hans' );
			$language .= '-' . $script;
		} elseif ( 'pt' === $language && in_array( $locale['region'], array( '', 'BR' ), true ) ) {
			$language = 'pt-BR';
		}
		if ( isset( $parts['words'][ $language ] ) ) {
			return $language;
		}
		return isset( self::PARENTS[ $locale['language'] ] ) ? self::PARENTS[ $locale['language'] ] : 'en';
	}
}
