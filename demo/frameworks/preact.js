// Preact renders the tags directly: it sets `video` as a property (the element has one) and
// `onvideo-select` / `onvideo-progress` listen to the custom events. h() keeps this file plain
// JS; the JSX is in docs/frameworks.md.
import {Fragment, h, render} from 'preact';
import {useEffect, useRef, useState} from 'preact/hooks';
import 'video-content-widgets';
import {CATEGORY, FIRST_VIDEO_ID, LIMIT, progressText} from './content.js';

/** @typedef {import('./content.js').Video} Video */

function App() {
  const [video, setVideo] = useState(/** @type {Video | undefined} */ (undefined));
  const [percent, setPercent] = useState(/** @type {number | undefined} */ (undefined));
  const player = useRef(/** @type {import('./content.js').VideoPlayer | null} */ (null));

  // Play once Preact has handed the chosen video to the player.
  useEffect(() => {
    if (video) player.current?.play().catch(() => {}); // The player shows its own errors.
  }, [video]);

  return h(
    Fragment,
    null,
    h('video-player', {
      ref: player,
      'video-id': FIRST_VIDEO_ID,
      video,
      'onvideo-progress': (/** @type {CustomEvent<{percent: number}>} */ event) =>
        setPercent(event.detail.percent),
    }),
    h('p', {class: 'progress'}, progressText(percent)),
    h(
      'section',
      null,
      h('h2', null, CATEGORY),
      h('video-carousel', {
        category: CATEGORY,
        limit: String(LIMIT),
        'onvideo-select': (/** @type {CustomEvent<{video: Video}>} */ event) => {
          event.preventDefault(); // The app plays it, not the carousel's own dialog.
          setPercent(undefined);
          setVideo(event.detail.video);
        },
      }),
    ),
  );
}

render(h(App, null), /** @type {HTMLElement} */ (document.getElementById('app')));
