<?php
/**
 * A length and a date written as the widgets write them (src/internal/format.ts,
 * format-date.ts), in the forms ICU has for the page's language, which the build wrote: PHP has
 * no unit or date formatting of ICU's (`php-intl` has none of units, and may be absent). Plain
 * PHP, no WordPress function.
 *
 * @package VideoContentWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * `m:ss`, a spoken length and a medium date, as the TypeScript writes them.
 */
final class VCW_Printed_Format {

	/**
	 * `m:ss` or `h:mm:ss`, as formatDuration() of format.ts.
	 *
	 * @param int|float $seconds A plausible length.
	 * @return string
	 */
	public static function duration( $seconds ) {
		list( $h, $m, $s ) = self::clock( $seconds );
		return $h ? sprintf( '%d:%02d:%02d', $h, $m, $s ) : sprintf( '%d:%02d', $m, $s );
	}

	/**
	 * The length in words, as describeDuration() says it ("1 hour 2 minutes 5 seconds"), in the
	 * forms ICU has for the page's language, which the build wrote: PHP has no unit formatting of
	 * ICU's (`php-intl` has none either).
	 *
	 * @param int|float $seconds A plausible length.
	 * @param array     $lengths Per unit, its `forms` and the index (`of`) of each number's; the
	 *                           locale's `digits`, where they are not ASCII's.
	 * @return string
	 */
	public static function spoken( $seconds, $lengths ) {
		$parts = array();
		foreach ( array_combine( array( 'hour', 'minute', 'second' ), self::clock( $seconds ) ) as $unit => $value ) {
			if ( $value > 0 || ( 'second' === $unit && ! $parts && 0 === $value ) ) {
				$said    = $lengths[ $unit ];
				$number  = isset( $lengths['digits'] ) ? strtr( (string) $value, $lengths['digits'] ) : (string) $value;
				$parts[] = str_replace( '{n}', $number, $said['forms'][ (int) $said['of'][ $value ] ] );
			}
		}
		return implode( ' ', $parts );
	}

	/**
	 * Hours, minutes and seconds of a length rounded as Math.round() rounds (half up).
	 *
	 * @param int|float $seconds A plausible length.
	 * @return int[]
	 */
	private static function clock( $seconds ) {
		$total = (int) floor( $seconds );
		if ( $seconds - $total >= 0.5 ) {
			++$total;
		}
		return array( intdiv( $total, 3600 ), intdiv( $total % 3600, 60 ), $total % 60 );
	}

	/**
	 * An originalDate's day as formatDate() of format-date.ts writes it (medium, the day as written),
	 * in the forms ICU has for the page's language: `pattern` of `{d}`/`{dd}` (the day),
	 * `{M}`/`{MM}`/`{MMM}` (the month's number, or its name of `months`) and `{y}`; `digits` where
	 * they are not ASCII's. Null for a year outside 1000 to 9999, whose forms the build did not check.
	 *
	 * @param string $date  An originalDate that names a real day (VCW_Printed_Record::parse() kept it).
	 * @param array  $forms The locale's forms (scripts/printed-carousel.js).
	 * @return string|null
	 */
	public static function date( $date, $forms ) {
		list( $year, $month, $day ) = array_map( 'intval', explode( '-', substr( $date, 0, 10 ) ) );
		if ( $year < 1000 ) {
			return null;
		}
		$fields  = array(
			'{d}'   => (string) $day,
			'{dd}'  => sprintf( '%02d', $day ),
			'{M}'   => (string) $month,
			'{MM}'  => sprintf( '%02d', $month ),
			'{y}'   => (string) $year,
		);
		$written = array();
		foreach ( $fields as $field => $number ) {
			$written[ $field ] = isset( $forms['digits'] ) ? strtr( $number, $forms['digits'] ) : $number;
		}
		if ( isset( $forms['months'] ) ) {
			$written['{MMM}'] = $forms['months'][ $month - 1 ];
		}
		return strtr( $forms['pattern'], $written );
	}
}
