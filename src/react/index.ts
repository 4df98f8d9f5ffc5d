// React components for the two elements, for React 18 (which passes neither properties nor
// custom events to custom elements). React 19 can use the tags directly; these work there too.
import {createComponent, type EventName} from '@lit/react';
import * as React from 'react';
import {VideoCarousel as VideoCarouselElement} from '../video-carousel/video-carousel.js';
import {VideoPlayer as VideoPlayerElement} from '../video-player/video-player.js';

/** The React name of an event declared in `GlobalEventHandlersEventMap`. */
const event = <K extends keyof GlobalEventHandlersEventMap>(name: K) =>
  name as EventName<GlobalEventHandlersEventMap[K]>;

/** `<video-carousel>`: `onVideoSelect`, `onVideosLoad`, `onVideosError`; `strings` as a prop. */
export const VideoCarousel = createComponent({
  react: React,
  tagName: 'video-carousel',
  elementClass: VideoCarouselElement,
  displayName: 'VideoCarousel',
  events: {
    onVideoSelect: event('video-select'),
    onVideosLoad: event('videos-load'),
    onVideosError: event('videos-error'),
  },
});

/** `<video-player>`: the `video` record as a prop, and its events as `onVideoProgress` etc. */
export const VideoPlayer = createComponent({
  react: React,
  tagName: 'video-player',
  elementClass: VideoPlayerElement,
  displayName: 'VideoPlayer',
  events: {
    onVideoLoad: event('video-load'),
    onPlaybackError: event('playback-error'),
    onVideoProgress: event('video-progress'),
    onVideoPlayerQuality: event('video-player-quality'),
    onPlay: event('play'),
    onPause: event('pause'),
    onPlaying: event('playing'),
    onEnded: event('ended'),
    onTimeUpdate: event('timeupdate'),
    onError: event('error'),
  },
});
