// React 19 with the @lit/react wrappers of `video-content-widgets/react`: `video` is a prop, the
// events are `onVideoSelect` and `onVideoProgress`. createElement keeps this file plain JS; the
// JSX is in docs/frameworks.md.
import {createElement as h, Fragment, useEffect, useRef, useState} from 'react';
import {createRoot} from 'react-dom/client';
import {VideoCarousel, VideoPlayer} from 'video-content-widgets/react';
import {CATEGORY, FIRST_VIDEO_ID, LIMIT, progressText} from './content.js';

/** @typedef {import('./content.js').Video} Video */

function App() {
  const [video, setVideo] = useState(/** @type {Video | undefined} */ (undefined));
  const [percent, setPercent] = useState(/** @type {number | undefined} */ (undefined));
  const player = useRef(/** @type {import('./content.js').VideoPlayer | null} */ (null));

  // Play once React has handed the chosen video to the player.
  useEffect(() => {
    if (video) player.current?.play().catch(() => {}); // The player shows its own errors.
  }, [video]);

  return h(
    Fragment,
    null,
    h(VideoPlayer, {
      ref: player,
      videoId: FIRST_VIDEO_ID,
      video,
      onVideoProgress: (event) => setPercent(event.detail.percent),
    }),
    h('p', {className: 'progress'}, progressText(percent)),
    h(
      'section',
      null,
      h('h2', null, CATEGORY),
      h(VideoCarousel, {
        category: CATEGORY,
        limit: LIMIT,
        onVideoSelect: (event) => {
          event.preventDefault(); // The app plays it, not the carousel's own dialog.
          setPercent(undefined);
          setVideo(event.detail.video);
        },
      }),
    ),
  );
}

createRoot(/** @type {HTMLElement} */ (document.getElementById('app'))).render(h(App));
