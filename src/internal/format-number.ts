import {formatter, isEnglish} from './format.js';

/** A number in `locale`'s digits and decimal sign: 0.5 is "0,5" in German. */
export function formatNumber(value: number, locale?: string): string {
  return formatter(`number ${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/** A share of 1 as a whole percentage in `locale`: 0.75 is "75 %" in German. */
export function formatPercent(share: number, locale?: string): string {
  // English below 1000 % as Intl writes it (the share's shortest decimal, rounded half up).
  if (isEnglish(locale) && share >= 0 && share < 10) {
    return `${Math.round(Number((share * 100).toPrecision(15)))}%`;
  }
  return formatter(
    `percent ${locale}`,
    () => new Intl.NumberFormat(locale, {style: 'percent'}),
  ).format(share);
}
