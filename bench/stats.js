// Small helpers for turning repeated runs into one figure.

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Runs `once` `count` times in a row (never in parallel: the figures are timings).
 * @template T
 * @param {number} count
 * @param {(index: number) => Promise<T>} once
 * @returns {Promise<T[]>}
 */
export async function repeat(count, once) {
  const results = [];
  for (let i = 0; i < count; i++) results.push(await once(i));
  return results;
}

/**
 * @param {number} value
 * @param {number} base
 */
export const ratio = (value, base) => Math.round((value / base) * 100) / 100;

/** @param {number} ms */
export const roundMs = (ms) => Math.round(ms);

/**
 * A median with the spread of its samples, as the report prints it: `412 ms [398–450]`.
 * @param {number} medianMs
 * @param {number[] | undefined} samplesMs
 */
export function withSpread(medianMs, samplesMs) {
  if (!samplesMs?.length) return `${medianMs} ms`;
  return `${medianMs} ms [${Math.min(...samplesMs)}–${Math.max(...samplesMs)}]`;
}
