import {afterNextPaint} from './after-paint.js';

/**
 * The longest duration shown, in seconds (99:59:59): anything longer is not a real video but
 * a broken record, and would not fit the duration badge.
 */
export const MAX_DURATION = 100 * 3600 - 1;

/** Whether `seconds` is a length a video can have: finite, not negative, at most `MAX_DURATION`. */
export function isPlausibleDuration(seconds: unknown): seconds is number {
  return typeof seconds === 'number' && seconds >= 0 && seconds <= MAX_DURATION;
}

let intlStarted = false;

/**
 * Starts `Intl` while the page waits for the service: its first use in a page costs 15–25 ms
 * (ICU's start, measured in Chromium 156), which the first card's date or the poster's spoken
 * duration would otherwise pay on its way to the screen. After the next frame, so what shows
 * while loading paints first; once per page.
 */
export function startIntl(): void {
  if (intlStarted) return;
  intlStarted = true;
  afterNextPaint(() => new Intl.NumberFormat().format(0));
}

/** `m:ss` or `h:mm:ss` for a length in seconds; `undefined` for one no video can have. */
export function formatDuration(seconds: number): string | undefined {
  if (!isPlausibleDuration(seconds)) return undefined;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/**
 * The formatter of `key` (what it formats, and the locale), made once per page: making one
 * costs 0.1–0.6 ms in Chromium 156, formatting with it a few µs, and a card formats up to four
 * values (its date and the three parts of its spoken length).
 */
export function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  create: () => T,
): T {
  let made = formatters.get(key) as T | undefined;
  if (!made) formatters.set(key, (made = create()));
  return made;
}

/**
 * Whether `locale` is English, whose lengths and percentages the widgets say without `Intl`: its
 * first use in a page starts ICU, about 190 ms of a phone's CPU (Chromium 156, CPU slowed 4×),
 * which an English player would otherwise pay for its poster's spoken length (in the task that
 * takes a printed player over) or its volume's.
 */
export const isEnglish = (locale: string | undefined) => !!locale && /^en(?:-|$)/i.test(locale);

/** Spoken form of a duration for accessible names, e.g. "1 minute 5 seconds"; `undefined` as above. */
export function describeDuration(seconds: number, locale?: string): string | undefined {
  if (!isPlausibleDuration(seconds)) return undefined;
  const total = Math.round(seconds);
  const parts: Array<[number, Intl.NumberFormatOptions['unit']]> = [
    [Math.floor(total / 3600), 'hour'],
    [Math.floor((total % 3600) / 60), 'minute'],
    [total % 60, 'second'],
  ];
  const shown = parts.filter(([value], i) => value > 0 || (i === 2 && total === 0));
  return shown
    .map(([value, unit]) =>
      isEnglish(locale)
        ? `${value} ${unit}${value === 1 ? '' : 's'}`
        : formatter(
            `${unit} ${locale}`,
            () => new Intl.NumberFormat(locale, {style: 'unit', unit, unitDisplay: 'long'}),
          ).format(value),
    )
    .join(' ');
}

const ORIGINAL_DATE =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/**
 * The calendar date an `originalDate` names, as a UTC `Date` at midnight:
 * `2024-03-05T00:00:00.000+05:00` is 5 March wherever the reader is. `undefined` for a
 * timestamp that names no real day or time (`2024-13-45`, `2023-02-29`, `T25:00`, `+24:00`):
 * `Date` would roll those over into another date, which would be an invented one.
 */
export function calendarDate(originalDate: string): Date | undefined {
  const match = ORIGINAL_DATE.exec(originalDate);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second, offsetHour = 0, offsetMinute = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const timeIsReal =
    hour! <= 23 && minute! <= 59 && second! <= 59 && offsetHour! <= 18 && offsetMinute! <= 59;
  // setUTCFullYear, unlike Date.UTC, does not map the years 0–99 to 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(year!, month! - 1, day!);
  const dayIsReal =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day;
  return timeIsReal && dayIsReal ? date : undefined;
}

/** Characters that take no room on screen: controls, format (zero-width, bidi) and separators. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\p{M}]/gu;

/** Whether `value` would show nothing a reader can see, e.g. only zero-width or bidi characters. */
export function looksEmpty(value: string): boolean {
  return value.replace(INVISIBLE, '') === '';
}

/**
 * `value` cut to at most `max` UTF-16 units, at a code point boundary, with an ellipsis when
 * cut: the card lays out a bounded amount of text whatever the service sends.
 */
export function clampText(value: string, max: number): string {
  if (value.length <= max) return value;
  let end = max - 1;
  // Never split a surrogate pair.
  if (end > 0 && /[\uD800-\uDBFF]/.test(value.charAt(end - 1))) end--;
  return `${value.slice(0, end)}…`;
}

/** A title to name a video by: cut to `max`, or `fallback()` when it shows nothing readable. */
export function readableTitle(title: string, max: number, fallback: () => string): string {
  // Cut first: the check then reads `max` characters, not a megabyte.
  const cut = clampText(title, max);
  return looksEmpty(cut.replace(/…$/, '')) ? fallback() : cut;
}
