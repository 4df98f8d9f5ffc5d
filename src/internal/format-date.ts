import {calendarDate, formatter} from './format.js';

/** An `originalDate` formatted in the reader's language, e.g. "5 Mar 2024"; `undefined` when it names no real date. */
export function formatDate(originalDate: string, locale?: string): string | undefined {
  const date = calendarDate(originalDate);
  return date
    ? formatter(
        `date ${locale}`,
        () => new Intl.DateTimeFormat(locale, {dateStyle: 'medium', timeZone: 'UTC'}),
      ).format(date)
    : undefined;
}
