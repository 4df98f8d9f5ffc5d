// React 19 renders the tags directly: it sets `video` as a property and binds `onvideo-select`.
import {useState} from 'react';
import {createRoot} from 'react-dom/client';
import {flushSync} from 'react-dom';
import '../../src/index.js';
import {VideoCarousel, VideoPlayer} from '../../src/react/index.js';
import type {} from '../../src/types/react.js';
import type {Video} from '../../src/data/index.js';
import {itCrossesTheBoundary, type AppProps} from './contract.js';

function App({endpoint, category, onSelect, onProgress}: AppProps) {
  const [video, setVideo] = useState<Video>();
  return (
    <>
      <video-player
        muted
        endpoint={endpoint}
        video={video}
        onvideo-progress={(event) => onProgress(event.detail.percent)}
      />
      <video-carousel
        category={category}
        limit="2"
        endpoint={endpoint}
        onvideo-select={(event) => {
          event.preventDefault();
          setVideo(event.detail.video);
          onSelect(event.detail.video);
        }}
      />
    </>
  );
}

describe('React 19', () => {
  itCrossesTheBoundary(async (container, props) => {
    const root = createRoot(container);
    flushSync(() => root.render(<App {...props} />));
    return () => root.unmount();
  });
});

// The wrappers for React 18, which sets neither properties nor custom-event listeners itself.
function WrappedApp({endpoint, category, onSelect, onProgress}: AppProps) {
  const [video, setVideo] = useState<Video>();
  return (
    <>
      <VideoPlayer
        muted
        endpoint={endpoint}
        video={video}
        onVideoProgress={(event) => onProgress(event.detail.percent)}
      />
      <VideoCarousel
        category={category}
        limit={2}
        endpoint={endpoint}
        onVideoSelect={(event) => {
          event.preventDefault();
          setVideo(event.detail.video);
          onSelect(event.detail.video);
        }}
      />
    </>
  );
}

describe('the @lit/react wrappers (video-content-widgets/react)', () => {
  itCrossesTheBoundary(async (container, props) => {
    const root = createRoot(container);
    flushSync(() => root.render(<WrappedApp {...props} />));
    return () => root.unmount();
  });
});
