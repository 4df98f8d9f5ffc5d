/** `m:ss` or `h:mm:ss` for a length in seconds. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Spoken form of a duration for accessible names, e.g. "1 minute 5 seconds". */
export function describeDuration(seconds: number, locale?: string): string {
  const total = Math.max(0, Math.round(seconds));
  const parts: Array<[number, Intl.NumberFormatOptions['unit']]> = [
    [Math.floor(total / 3600), 'hour'],
    [Math.floor((total % 3600) / 60), 'minute'],
    [total % 60, 'second'],
  ];
  const shown = parts.filter(([value], i) => value > 0 || (i === 2 && total === 0));
  return shown
    .map(([value, unit]) =>
      new Intl.NumberFormat(locale, {style: 'unit', unit, unitDisplay: 'long'}).format(value),
    )
    .join(' ');
}

/**
 * The calendar date an `originalDate` names, as a UTC `Date` at midnight:
 * `2024-03-05T00:00:00.000+05:00` is 5 March wherever the reader is.
 */
export function calendarDate(originalDate: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(originalDate);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** An `originalDate` formatted in the reader's language, e.g. "5 Mar 2024". */
export function formatDate(originalDate: string, locale?: string): string | undefined {
  const date = calendarDate(originalDate);
  return date
    ? new Intl.DateTimeFormat(locale, {dateStyle: 'medium', timeZone: 'UTC'}).format(date)
    : undefined;
}
