import {MAX_RECORDS} from '../data/parse-video.js';

/**
 * A limit as written: plain decimal digits only, so `1e9`, `0x10` or `1.0` are not numbers
 * here (as `Number()` would have them) but authoring errors.
 */
export function parseLimit(value: unknown): number {
  if (typeof value === 'number') return value;
  const written = typeof value === 'string' ? value.trim() : '';
  return /^[0-9]{1,7}$/.test(written) ? Number(written) : Number.NaN;
}

/** A whole number from 1 to the most records a list answer may hold. */
export const validLimit = (limit: number) =>
  Number.isInteger(limit) && limit >= 1 && limit <= MAX_RECORDS;

/** A missing attribute means `fallback`; anything else is read as written and validated later. */
export const limitFromAttribute = (fallback: number) => (value: string | null) =>
  value === null ? fallback : parseLimit(value);
