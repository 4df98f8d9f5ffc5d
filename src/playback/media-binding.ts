import {PlaybackSession} from './playback-session.js';
import type {AttachOptions, MediaBinding} from './media-layer.js';
import type {PlayerCommands, PlayerSnapshot, PlayerStatus} from './player-snapshot.js';
import {ProgressMilestones} from './progress-milestones.js';
import {collectQuality} from './quality-collector.js';
import {lockLandscape} from './landscape-lock.js';

/**
 * The media events of a `<video>` (custom-media-element's list): each is read into the snapshot
 * and dispatched again from the player, as `<video>` fires it. Not `error`: the player fires its
 * own when playback failed for good, not when one engine failed and the next takes over.
 */
const MEDIA_EVENTS = [
  'abort',
  'canplay',
  'canplaythrough',
  'durationchange',
  'emptied',
  'encrypted',
  'ended',
  'loadeddata',
  'loadedmetadata',
  'loadstart',
  'pause',
  'play',
  'playing',
  'progress',
  'ratechange',
  'seeked',
  'seeking',
  'stalled',
  'suspend',
  'timeupdate',
  'volumechange',
  'waiting',
  'waitingforkey',
  'resize',
  'enterpictureinpicture',
  'leavepictureinpicture',
  'webkitbeginfullscreen',
  'webkitendfullscreen',
  'webkitpresentationmodechanged',
];

/**
 * Plays one record in the `<video>` it is given: attaches a `PlaybackSession`, runs the commands
 * that waited, applies later ones, and reports the media's state (the element is the truth,
 * re-read on each of its events). Everything it starts ends when `options.signal` aborts.
 */
export function attach(options: AttachOptions): MediaBinding {
  const {record, queue, signal, report, emit, media} = options;
  const {thumbnailUrl} = record.playbackDetails;
  media.setAttribute('part', 'video');
  media.setAttribute('playsinline', '');
  media.setAttribute('aria-label', record.title);
  if (thumbnailUrl) media.poster = thumbnailUrl;
  media.controls = true;
  media.tabIndex = 0;
  media.preload = options.preload === 'metadata' ? 'metadata' : 'auto';
  media.loop = options.loop;
  media.muted = queue.get('setMuted') === true;
  media.volume = (queue.get('setVolume') as number | undefined) ?? 1;
  // Loading a source resets the rate to the default one: both, so the choice outlives a load.
  media.defaultPlaybackRate = media.playbackRate =
    (queue.get('setRate') as number | undefined) ?? 1;
  // Level, captions and audio wait for the stream to say what it has.
  const waiting = new Map([...queue].filter(([command]) => /Level|Captions|Audio/.test(command)));
  const choices = {
    setLevel: () => session.renditions,
    setCaptions: () => session.captions.tracks,
    setAudioTrack: () => session.audio.tracks,
  };
  const milestones = new ProgressMilestones();
  let played = false;

  const read = (): Partial<PlayerSnapshot> => {
    const buffered = media.buffered;
    const time = session.position;
    let bufferedEnd = 0;
    for (let i = 0; i < buffered.length; i++) {
      if (buffered.start(i) <= time && time <= buffered.end(i)) bufferedEnd = buffered.end(i);
    }
    // Too little data to play on, or a picture frozen without the element saying so.
    const stalled = media.readyState < HTMLMediaElement.HAVE_FUTURE_DATA || session.frozen;
    return {
      status: statusOf(media, session.error !== undefined, played, stalled),
      error: session.error,
      engine: session.engine,
      // As a `<video>` after `play()`: not paused while the play waits for a source.
      paused: media.paused && !session.wantsPlay,
      currentTime: time,
      duration: Number.isFinite(media.duration)
        ? media.duration
        : (record.playbackDetails.duration ?? NaN),
      bufferedEnd,
      waiting: !media.paused && !media.ended && stalled,
      muted: media.muted,
      volume: media.volume,
      rate: media.playbackRate,
      levels: session.renditions,
      level: session.level,
      playingLevel: playing()?.level ?? -1,
      textTracks: session.captions.tracks,
      captions: session.captions.showing >= 0,
      captionsTrack: session.captions.showing,
      audioTracks: session.audio.tracks,
      audioTrack: session.audio.playing,
    };
  };
  // The picture says which rendition plays; hls.js's level is the one it loads next.
  const playing = () =>
    session.renditions.find(({height}) => height && height === media.videoHeight);
  /** The `paused` the player said last (a queued play said `false` before this `<video>`). */
  let shownPaused = !queue.has('play');
  /** Reports the state; a change of `paused` fires `play` or `pause` from the player. */
  const publish = (fire: (type: string) => void) => {
    const state = read();
    report(state);
    if (state.paused === shownPaused) return;
    shownPaused = state.paused!;
    fire(shownPaused ? 'pause' : 'play');
  };
  const sync = () => {
    for (const [command, value] of waiting) {
      if (!choices[command as keyof typeof choices]().length) continue;
      waiting.delete(command);
      run(command, value);
    }
    publish(emit);
  };

  const session = new PlaybackSession(media, {
    details: record.playbackDetails,
    prefer: options.prefer,
    preload: options.preload,
    startTime: (queue.get('seek') as number | undefined) ?? options.startTime,
    playerHeight: options.playerHeight,
    onChange: sync,
    onFrozen: (frozen) => quality.frozen(frozen),
    onError: (error) => {
      emit('playback-error', {error});
      const code = error.kind;
      emit('video-player-quality', {type: 'error', videoId: String(record.id), code, fatal: true});
    },
  });
  signal.addEventListener('abort', () => session.destroy(), {once: true});
  const quality = collectQuality({
    media,
    videoId: String(record.id),
    intentAt: queue.get('play') as number | undefined,
    recordAt: options.recordAt,
    marks: session.marks,
    playing,
    emit: (event) => emit('video-player-quality', event),
    signal,
  });
  for (const type of MEDIA_EVENTS) {
    media.addEventListener(
      type,
      () => {
        if (type === 'playing') played = true;
        if (type === 'timeupdate' || type === 'ended') {
          const passed = milestones.passed(media.currentTime, media.duration, type === 'ended');
          for (const percent of passed) emit('video-progress', {percent});
        }
        sync();
        // `play` and `pause` are the player's own: `sync` fired them as `paused` changed.
        if (type !== 'play' && type !== 'pause') emit(type);
      },
      {signal},
    );
  }

  const run = (command: keyof PlayerCommands, value?: unknown) => {
    apply(command, value);
    // What a command changes is read back at once, not at the media's next event; its `play`
    // or `pause` is fired a task later, as a `<video>` fires it.
    publish((type) => queueMicrotask(() => emit(type)));
  };
  const apply = (command: keyof PlayerCommands, value?: unknown) => {
    switch (command) {
      case 'pause':
        return session.pause();
      case 'seek':
        return session.seek(Math.min(Math.max(0, value as number), media.duration || Infinity));
      case 'setVolume':
        media.volume = value as number;
        return;
      case 'setMuted':
        media.muted = value as boolean;
        return;
      case 'setRate':
        media.defaultPlaybackRate = media.playbackRate = value as number;
        return;
      case 'setLevel':
        return session.setLevel(value as number);
      case 'setCaptions':
        return session.captions.choose(value as boolean | number);
      case 'setAudioTrack':
        return session.audio.choose(value as number);
      case 'fullscreen':
        return toggleFullscreen(media);
      case 'pip':
        return void (
          document.pictureInPictureElement
            ? document.exitPictureInPicture()
            : media.requestPictureInPicture?.()
        )?.catch(() => {});
    }
  };

  // Another source's `<video>`: its tracks' events reach the first list too, where a skin
  // still listens (and reads `textTracks` anew).
  if (options.tracks !== media.textTracks) {
    for (const type of ['addtrack', 'removetrack', 'change']) {
      const again = ({track}: Partial<TrackEvent>) =>
        options.tracks.dispatchEvent(track ? new TrackEvent(type, {track}) : new Event(type));
      media.textTracks.addEventListener(type, again, {signal});
    }
  }

  void session.start(queue.has('play'));
  return {
    media,
    run,
    play: () => session.play(),
    retry: () => void session.retry(),
    get currentTime() {
      return session.position;
    },
  };
}

/** The player's status as the media and the session say it is. */
function statusOf(
  media: HTMLVideoElement,
  failed: boolean,
  played: boolean,
  stalled: boolean,
): PlayerStatus {
  if (failed) return 'error';
  if (media.ended) return 'ended';
  if (media.paused) return media.readyState ? 'paused' : 'starting';
  if (!played) return 'starting';
  return stalled ? 'waiting' : 'playing';
}

type IosVideo = HTMLVideoElement & {webkitEnterFullscreen?: () => void};

/**
 * Fullscreen of the player (its shadow host, so its own control bar comes along), turned to
 * landscape on a phone for a landscape video; on an iPhone, which has no element fullscreen,
 * the video's own, where its showing captions stay.
 */
function toggleFullscreen(media: IosVideo): void {
  if (document.fullscreenElement) return void document.exitFullscreen().catch(() => {});
  const root = media.getRootNode();
  const box = root instanceof ShadowRoot ? root.host : media;
  if (document.fullscreenEnabled) {
    return void box.requestFullscreen().then(
      () => lockLandscape(media),
      () => {},
    );
  }
  media.webkitEnterFullscreen?.();
}
