// parseBeacon on its own: what a beacon body must be, to the word of each refusal.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {QualityEvent} from '../../src/playback/quality-event.js';
import {MAX_BEACON_EVENTS, parseBeacon} from '../../src/proxy/beacon-events.js';

const bytes = (text: string) => new TextEncoder().encode(text);
const parse = (value: unknown) => parseBeacon(bytes(JSON.stringify(value)));

const STARTUP = {
  type: 'startup',
  videoId: '1001',
  totalMs: 840,
  steps: {recordMs: 0, manifestMs: 120, engineMs: 300, firstSegmentMs: 380, decodeMs: 40},
};
const SUMMARY = {
  type: 'summary',
  videoId: '1001',
  watchedMs: 6000,
  rebufferCount: 1,
  rebufferMs: 500,
  rebufferRatio: 1,
  averageBitrate: 0,
  levelSwitches: 2,
};
const ERROR = {type: 'error', videoId: '1001', code: 'network', fatal: false};

describe('parseBeacon', () => {
  it(`takes ${MAX_BEACON_EVENTS} events, at the edge of every field`, () => {
    const edges = [
      {...STARTUP, videoId: 'x'.repeat(200)},
      SUMMARY,
      {...SUMMARY, droppedFrames: 0},
      {type: 'rebuffer', videoId: '', durationMs: 0, count: 0},
    ];
    const events = Array.from({length: MAX_BEACON_EVENTS}, (_, i) => edges[i % edges.length]);
    assert.deepEqual(parse(events), events);
  });

  it('takes fractions of a millisecond, in a field and in a step', () => {
    const events = [
      {type: 'rebuffer', videoId: '1', durationMs: 0.5, count: 0},
      {...STARTUP, totalMs: 840.25, steps: {...STARTUP.steps, decodeMs: 39.75}},
    ];
    assert.deepEqual(parse(events), events);
  });

  it('takes every error code of the player', () => {
    const codes = ['network', 'media', 'unsupported', 'auth', 'not-found', 'rate-limited'];
    codes.push('server', 'timeout', 'bad-response', 'invalid-beacon', 'invalid-limit');
    codes.push('invalid-video', 'invalid-video-id', 'missing-endpoint');
    const events = codes.map((code) => ({...ERROR, code}));
    assert.deepEqual(parse(events), events as QualityEvent[]);
  });

  const wanted = {
    ms: 'a finite number, 0 or more',
    count: 'an integer, 0 or more',
    ratio: 'a number from 0 to 1',
    text: 'a text of at most 200 characters, none of them control characters',
    code: 'one of the player’s error codes',
    flag: 'true or false',
    steps: 'an object of recordMs, manifestMs, engineMs, firstSegmentMs, decodeMs',
  };
  const refused: Array<[string, Uint8Array, string]> = [
    [
      'invalid UTF-8 inside a string',
      new Uint8Array([...bytes('[{"type":"error","videoId":"'), 0xff, ...bytes('"}]')]),
      'The body must be JSON in UTF-8.',
    ],
    [
      '51 events',
      bytes(JSON.stringify(Array(51).fill(ERROR))),
      'The body must be an array of 1 to 50 quality events.',
    ],
    ['an event that is an array', bytes('[[]]'), 'Event 0: not an object.'],
    ['an event that is null', bytes('[null]'), 'Event 0: not an object.'],
    ['an event that is a text', bytes('["startup"]'), 'Event 0: not an object.'],
    [
      'a type in an array, which a lookup would turn into its text',
      bytes(JSON.stringify([{...ERROR, type: ['error']}])),
      'Event 0: type must be startup, rebuffer, summary or error.',
    ],
    [
      'a type that is not a text',
      bytes(JSON.stringify([{...ERROR, type: 1}])),
      'Event 0: type must be startup, rebuffer, summary or error.',
    ],
    [
      'no type',
      bytes(JSON.stringify([{videoId: '1'}])),
      'Event 0: type must be startup, rebuffer, summary or error.',
    ],
    [
      'a bad second event',
      bytes(JSON.stringify([ERROR, {...ERROR, fatal: 1}])),
      `Event 1: fatal is missing or not ${wanted.flag}.`,
    ],
    [
      'a negative ms',
      bytes(JSON.stringify([{...STARTUP, totalMs: -1}])),
      `Event 0: totalMs is missing or not ${wanted.ms}.`,
    ],
    [
      'a fractional count',
      bytes(JSON.stringify([{...SUMMARY, levelSwitches: 0.5}])),
      `Event 0: levelSwitches is missing or not ${wanted.count}.`,
    ],
    [
      'a ratio over 1',
      bytes(JSON.stringify([{...SUMMARY, rebufferRatio: 1.01}])),
      `Event 0: rebufferRatio is missing or not ${wanted.ratio}.`,
    ],
    [
      'a negative ratio',
      bytes(JSON.stringify([{...SUMMARY, rebufferRatio: -0.1}])),
      `Event 0: rebufferRatio is missing or not ${wanted.ratio}.`,
    ],
    [
      'a 201-character id',
      bytes(JSON.stringify([{...ERROR, videoId: 'x'.repeat(201)}])),
      `Event 0: videoId is missing or not ${wanted.text}.`,
    ],
    [
      'an id in an array',
      bytes(JSON.stringify([{...ERROR, videoId: ['1001']}])),
      `Event 0: videoId is missing or not ${wanted.text}.`,
    ],
    [
      'a control character',
      bytes(JSON.stringify([{...ERROR, videoId: '\u007f'}])),
      `Event 0: videoId is missing or not ${wanted.text}.`,
    ],
    [
      'an unknown code',
      bytes(JSON.stringify([{...ERROR, code: 'toString'}])),
      `Event 0: code is missing or not ${wanted.code}.`,
    ],
    [
      'a code that is not a text',
      bytes(JSON.stringify([{...ERROR, code: ['network']}])),
      `Event 0: code is missing or not ${wanted.code}.`,
    ],
    [
      'an optional field of the wrong kind',
      bytes(JSON.stringify([{...SUMMARY, droppedFrames: -1}])),
      `Event 0: droppedFrames is missing or not ${wanted.count}.`,
    ],
    [
      'steps that are an array',
      bytes(JSON.stringify([{...STARTUP, steps: [1]}])),
      `Event 0: steps is missing or not ${wanted.steps}.`,
    ],
    [
      'steps that are null',
      bytes(JSON.stringify([{...STARTUP, steps: null}])),
      `Event 0: steps is missing or not ${wanted.steps}.`,
    ],
    [
      'a step missing',
      bytes(JSON.stringify([{...STARTUP, steps: {...STARTUP.steps, decodeMs: undefined}}])),
      `Event 0: steps is missing or not ${wanted.steps}.`,
    ],
    [
      'a negative step',
      bytes(JSON.stringify([{...STARTUP, steps: {...STARTUP.steps, engineMs: -5}}])),
      `Event 0: steps is missing or not ${wanted.steps}.`,
    ],
    [
      'an unknown field, its name cut to 200',
      bytes(JSON.stringify([{...ERROR, ['y'.repeat(300)]: 1}])),
      `Event 0: unknown field "${'y'.repeat(200)}".`,
    ],
  ];
  for (const [what, body, reason] of refused) {
    it(`refuses ${what}: "${reason.slice(0, 60)}"`, () => {
      assert.equal(parseBeacon(body), reason);
    });
  }
});
