import type {VideoServiceErrorKind} from '../data/video-service-error.js';
import type {AuthoringErrorKind} from '../internal/authoring-error.js';
import type {PlaybackErrorKind} from '../playback/playback-error.js';
import type {QualityEvent} from '../playback/quality-event.js';

/** Largest beacon body taken, in bytes. */
export const MAX_BEACON_BYTES = 16 * 1024;
/** Most events in one beacon. */
export const MAX_BEACON_EVENTS = 50;
const MAX_TEXT = 200;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The player's error codes: the only `code` an `error` event may carry (a text, then). */
const CODES: ReadonlySet<unknown> = new Set<string>([
  ...(['network', 'media', 'unsupported'] satisfies PlaybackErrorKind[]),
  ...([
    'auth',
    'not-found',
    'rate-limited',
    'server',
    'timeout',
    'bad-response',
  ] satisfies VideoServiceErrorKind[]),
  ...([
    'invalid-beacon',
    'invalid-limit',
    'invalid-video',
    'invalid-video-id',
    'missing-endpoint',
  ] satisfies AuthoringErrorKind[]),
]);

type Field = 'ms' | 'count' | 'ratio' | 'text' | 'code' | 'flag' | 'steps';

/** Each event type's fields; a `?` one may be absent. No other field is taken. */
const FIELDS: Record<QualityEvent['type'], Record<string, Field>> = {
  startup: {videoId: 'text', totalMs: 'ms', steps: 'steps'},
  rebuffer: {videoId: 'text', durationMs: 'ms', count: 'count'},
  summary: {
    videoId: 'text',
    watchedMs: 'ms',
    rebufferCount: 'count',
    rebufferMs: 'ms',
    rebufferRatio: 'ratio',
    averageBitrate: 'ms',
    levelSwitches: 'count',
    'droppedFrames?': 'count',
  },
  error: {videoId: 'text', code: 'code', fatal: 'flag'},
};
const STEPS = ['recordMs', 'manifestMs', 'engineMs', 'firstSegmentMs', 'decodeMs'];

/**
 * The quality events of a beacon body, rebuilt from their known fields only, or the reason the
 * body is refused: not UTF-8, not JSON, not an array of 1 to 50 events of the four types with
 * exactly their fields, finite non-negative numbers and texts of at most 200 characters.
 */
export function parseBeacon(bytes: Uint8Array): QualityEvent[] | string {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(bytes));
  } catch {
    return 'The body must be JSON in UTF-8.';
  }
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_BEACON_EVENTS) {
    return `The body must be an array of 1 to ${MAX_BEACON_EVENTS} quality events.`;
  }
  const events: QualityEvent[] = [];
  for (const [index, item] of value.entries()) {
    const event = eventOf(item);
    if (typeof event === 'string') return `Event ${index}: ${event}`;
    events.push(event);
  }
  return events;
}

function eventOf(item: unknown): QualityEvent | string {
  if (!isRecord(item)) return 'not an object.';
  const type = item.type;
  if (typeof type !== 'string' || !Object.hasOwn(FIELDS, type)) {
    return 'type must be startup, rebuffer, summary or error.';
  }
  const fields = FIELDS[type as QualityEvent['type']];
  const event: Record<string, unknown> = {type};
  const names = new Set(Object.keys(item));
  names.delete('type');
  for (const [declared, field] of Object.entries(fields)) {
    const name = declared.replace('?', '');
    names.delete(name);
    if (!(name in item) && declared.endsWith('?')) continue;
    const checked = fieldOf(item[name], field);
    if (checked === undefined) return `${name} is missing or not ${WANTED[field]}.`;
    event[name] = checked;
  }
  const extra = [...names][0];
  if (extra !== undefined) return `unknown field ${JSON.stringify(extra.slice(0, MAX_TEXT))}.`;
  return event as unknown as QualityEvent;
}

const WANTED: Record<Field, string> = {
  ms: 'a finite number, 0 or more',
  count: 'an integer, 0 or more',
  ratio: 'a number from 0 to 1',
  text: `a text of at most ${MAX_TEXT} characters, none of them control characters`,
  code: 'one of the player’s error codes',
  flag: 'true or false',
  steps: `an object of ${STEPS.join(', ')}`,
};

function fieldOf(value: unknown, field: Field): unknown {
  switch (field) {
    case 'ms':
      return isAmount(value) ? value : undefined;
    case 'count':
      return Number.isSafeInteger(value) && isAmount(value) ? value : undefined;
    case 'ratio':
      return isAmount(value) && value <= 1 ? value : undefined;
    case 'text':
      return typeof value === 'string' && value.length <= MAX_TEXT && !CONTROL.test(value)
        ? value
        : undefined;
    case 'code':
      return CODES.has(value) ? value : undefined;
    case 'flag':
      return typeof value === 'boolean' ? value : undefined;
    case 'steps':
      return stepsOf(value);
  }
}

function stepsOf(value: unknown): Record<string, number> | undefined {
  if (!isRecord(value) || Object.keys(value).some((name) => !STEPS.includes(name))) {
    return undefined;
  }
  const steps: Record<string, number> = {};
  for (const name of STEPS) {
    const step = value[name];
    if (!isAmount(step)) return undefined;
    steps[name] = step;
  }
  return steps;
}

function isAmount(value: unknown): value is number {
  // Number.isFinite is false for anything but a number: no coercion, unlike isFinite.
  return Number.isFinite(value) && (value as number) >= 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
