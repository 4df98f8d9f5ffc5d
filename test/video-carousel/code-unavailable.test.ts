// Its own file: the carousel's chunk must not have been imported by the page before.
import {itAsksForAReloadWithout} from './unavailable-code.js';

describe('<video-carousel> whose code cannot be downloaded', () => {
  // Without its code the carousel has no region: it shows the error alone.
  itAsksForAReloadWithout('carousel-core');
});
