// Its own file: the scanner of long or broken list answers must not have been imported before.
import {itAsksForAReloadWithout} from './unavailable-code.js';

describe('<video-carousel> whose scanner of list answers cannot be downloaded', () => {
  // An answer that is not the service's JSON is read by the scanner, to say what is wrong.
  itAsksForAReloadWithout('scan-envelope', {
    status: 200,
    body: '{"data": {"items": [',
    contentType: 'application/json',
  });
});
