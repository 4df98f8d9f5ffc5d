import {formatter} from './format.js';

/** A number in `locale`'s digits and decimal sign: 0.5 is "0,5" in German. */
export function formatNumber(value: number, locale?: string): string {
  return formatter(`number ${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/** A share of 1 as a whole percentage in `locale`: 0.75 is "75 %" in German. */
export function formatPercent(share: number, locale?: string): string {
  return formatter(
    `percent ${locale}`,
    () => new Intl.NumberFormat(locale, {style: 'percent'}),
  ).format(share);
}
