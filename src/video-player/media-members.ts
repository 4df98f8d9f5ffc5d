import type {PlaybackController} from '../playback/playback-controller.js';
import type {PlayerCommands, PlayerSnapshot} from '../playback/player-snapshot.js';

/** The `<video>` members a command sets: while no `<video>` plays, the snapshot holds them. */
const COMMANDS: Record<string, [keyof PlayerCommands, keyof PlayerSnapshot]> = {
  currentTime: ['seek', 'currentTime'],
  volume: ['setVolume', 'volume'],
  muted: ['setMuted', 'muted'],
  playbackRate: ['setRate', 'rate'],
  defaultPlaybackRate: ['setRate', 'rate'],
};

/** `MediaError` codes of the player's error kinds; any other failure left it without a source. */
const ERROR_CODES: Record<string, number> = {network: 2, media: 3};

/** What the members of `<video>` reach on a player. */
export interface MediaMembersHost {
  readonly _core: PlaybackController;
  readonly startTime: number;
}

type Member = (this: MediaMembersHost, ...args: unknown[]) => unknown;

/**
 * The members of the browser's own `HTMLVideoElement` (and `HTMLMediaElement`) that `element`
 * does not declare, defined on it as custom-media-element does: the same names, so a member
 * this browser's `<video>` lacks is missing here too. Each reads and writes through the
 * playback controller: the playing `<video>`, else the snapshot (commands waiting for the
 * engine, the record's duration), else the `<video>` the next start plays in, not loaded yet.
 */
export function defineMediaMembers(element: {prototype: object; observedAttributes: string[]}) {
  // The element's own properties get their accessors first (read in a test that a minifier
  // keeps: a bare read would be dropped as free of side effects).
  if (!element.observedAttributes) return;
  const own = element.prototype;
  let from: object = HTMLVideoElement.prototype;
  for (; from !== HTMLElement.prototype; from = Object.getPrototypeOf(from) as object) {
    for (const name of Object.getOwnPropertyNames(from)) {
      if (name in own) continue;
      const {value, set} = Object.getOwnPropertyDescriptor(from, name)!;
      // The `HAVE_*` and `NETWORK_*` constants, on the class too, as on `HTMLMediaElement`.
      if (typeof value === 'number') Object.defineProperty(element, name, {value});
      Object.defineProperty(own, name, memberOf(name, value, !!set));
    }
  }
}

function memberOf(name: string, value: unknown, writable: boolean): PropertyDescriptor {
  if (typeof value === 'number') return {value};
  if (typeof value === 'function') return {value: call(name), configurable: true};
  return {
    get(this: MediaMembersHost) {
      const {_core: core, startTime} = this;
      const media = core.media;
      const state = core.store.latest;
      if (name === 'error' && state.error) {
        return {code: ERROR_CODES[state.error.kind] ?? 4, message: state.error.message};
      }
      // The media's once known, else the record's.
      if (name === 'duration') return state.duration;
      if (media) return media[name as keyof HTMLVideoElement];
      // Before playback, where it will start.
      if (name === 'currentTime') return state.currentTime || startTime;
      return COMMANDS[name] ? state[COMMANDS[name][1]] : core.video[name as keyof HTMLVideoElement];
    },
    // The source is the player's (`video-id`, `video`): `src` and `srcObject` only tell it.
    set:
      writable && !name.startsWith('src')
        ? function (this: MediaMembersHost, value: unknown) {
            const command = COMMANDS[name]?.[0];
            if (command)
              (this._core[command] as (value: unknown) => void)(
                name === 'muted' ? !!value : +(value as number),
              );
            else Object.assign(this._core.video, {[name]: value});
          }
        : undefined,
    configurable: true,
  };
}

function call(name: string): Member {
  return function (...args) {
    const core = this._core;
    if (name === 'load') return void core.start().catch(() => {});
    const video = core.video as unknown as Record<string, (...args: unknown[]) => unknown>;
    return video[name]!(...args);
  };
}
