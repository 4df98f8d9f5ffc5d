import type {PlaybackController} from '../playback/playback-controller.js';
import type {PlayerCommands, PlayerSnapshot} from '../playback/player-snapshot.js';
import type {ReactiveElement} from '@lit/reactive-element';
import {offerToVideoJs} from './video-js-media.js';

/**
 * The `<video>` members a command sets, with the snapshot's key that holds them while no
 * `<video>` plays. Those without a command are always the snapshot's: `duration` (the media's
 * once known, else the record's) and `paused`.
 */
const KEYS: Record<string, [keyof PlayerSnapshot, (keyof PlayerCommands)?]> = {
  // The player's own: false from `play()` on, while its `<video>` still waits for a source.
  paused: ['paused'],
  currentTime: ['currentTime', 'seek'],
  volume: ['volume', 'setVolume'],
  muted: ['muted', 'setMuted'],
  playbackRate: ['rate', 'setRate'],
  defaultPlaybackRate: ['rate', 'setRate'],
  duration: ['duration'],
};

/** What the members of `<video>` reach on a player. */
export interface MediaMembersHost extends Element {
  readonly _core: PlaybackController;
  readonly startTime: number;
  readonly defaultMuted: boolean;
  readonly hasUpdated: boolean;
}

type Method = (...args: unknown[]) => unknown;

/**
 * A `<video>` that never plays, given each value written to a member a command sets: it throws
 * what a `<video>` throws (a volume outside 0 to 1, a time or rate that is not a number).
 */
let probe: HTMLVideoElement | undefined;

/**
 * The members of the browser's own `HTMLVideoElement` (and `HTMLMediaElement`) that `element`
 * does not declare, defined on it as custom-media-element does: the same names, so a member
 * this browser's `<video>` lacks is missing here too. Each reads and writes through the
 * playback controller: the playing `<video>`, else the snapshot (commands waiting for the
 * engine, the record's duration), else the `<video>` the next start plays in, not loaded yet.
 * `srcObject` is read-only (`src` is the element's own); `load()` starts loading. The element
 * also offers itself to a Video.js 10 player around it, which finds a plain `<video>` only.
 */
export function defineMediaMembers(element: typeof ReactiveElement) {
  // The element's own properties get their accessors first (read in a test that a minifier
  // keeps: a bare read would be dropped as free of side effects). A server has no `<video>`.
  if (!element.observedAttributes || typeof HTMLVideoElement === 'undefined') return;
  offerToVideoJs(element);
  const own = element.prototype;
  let from: object = HTMLVideoElement.prototype;
  for (; from !== HTMLElement.prototype; from = Object.getPrototypeOf(from) as object) {
    for (const name of Object.getOwnPropertyNames(from)) {
      if (name in own) continue;
      const {value, set} = Object.getOwnPropertyDescriptor(from, name)!;
      const [key, command] = KEYS[name] ?? [];
      // The `HAVE_*` and `NETWORK_*` constants, on the class too, as on `HTMLMediaElement`.
      if (typeof value === 'number') Object.defineProperty(element, name, {value});
      Object.defineProperty(
        own,
        name,
        typeof value === 'number'
          ? {value}
          : typeof value === 'function'
            ? {
                value(this: MediaMembersHost, ...args: unknown[]) {
                  const core = this._core;
                  if (name === 'load') return void core.start().catch(() => {});
                  return (core.video as unknown as Record<string, Method>)[name]!(...args);
                },
                configurable: true,
              }
            : {
                get(this: MediaMembersHost) {
                  const core = this._core;
                  const state = core.store.latest;
                  const {error} = state;
                  // The attribute, as on `<video>`, else the record's thumbnail from the moment it
                  // is known, as the poster shows it.
                  if (name === 'poster') {
                    return (
                      this.getAttribute(name) || state.record?.playbackDetails.thumbnailUrl || ''
                    );
                  }
                  if (name === 'error' && error) {
                    // `MediaError`'s codes: network, decoding, else no source it could play.
                    const code = error.kind === 'network' ? 2 : error.kind === 'media' ? 3 : 4;
                    return {code, message: error.message};
                  }
                  // `muted` written in the markup mutes at the first update; a `<video>` made
                  // from that markup is muted at once.
                  if (name === 'muted' && !this.hasUpdated) return state.muted || this.defaultMuted;
                  if (key && (!command || !core.media)) {
                    // Before playback, the position it will start at.
                    return key === 'currentTime' ? state[key] || this.startTime : state[key];
                  }
                  if (key === 'currentTime') return core.currentTime;
                  return core.video[name as keyof HTMLVideoElement];
                },
                set:
                  set && !name.startsWith('src')
                    ? function (this: MediaMembersHost, value: unknown) {
                        const core = this._core;
                        if (name === 'poster') return this.setAttribute(name, value as string);
                        if (!command) return void Object.assign(core.video, {[name]: value});
                        Object.assign((probe ??= document.createElement('video')), {[name]: value});
                        (core[command] as (value: unknown) => void)(
                          key === 'muted' ? !!value : +(value as number),
                        );
                      }
                    : undefined,
                configurable: true,
              },
      );
    }
  }
}
