// Its own file: the reader of list answers must not have been imported by the page before.
import {itAsksForAReloadWithout} from './unavailable-code.js';

describe('<video-carousel> whose reader of list answers cannot be downloaded', () => {
  itAsksForAReloadWithout('read-envelope');
});
