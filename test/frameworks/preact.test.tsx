/** @jsxImportSource preact */
// Preact sets `video` as a property (it exists on the element) and binds `onvideo-select`.
import {render} from 'preact';
import {useState} from 'preact/hooks';
import {flushSync} from 'preact/compat';
import '../../src/index.js';
import type {} from '../../src/types/preact.js';
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

describe('Preact', () => {
  itCrossesTheBoundary(async (container, props) => {
    flushSync(() => render(<App {...props} />, container));
    return () => render(null, container);
  });
});
