// Its own file: the carousel's chunk must not have been imported by the page before.
import {expect} from '@open-wc/testing';
import {ChunkError} from '../../src/internal/chunk-error.js';
import {DEFAULT_STRINGS} from '../../src/video-carousel/carousel-strings.js';
import {Scope} from '../stand-in.js';
import {withoutModule} from '../without-module.js';
import {waitUntil} from '../wait-until.js';
import {mount, part, text} from './helpers.js';

describe('<video-carousel> whose code cannot be downloaded', () => {
  it('asks for a reload, offers no Retry that cannot help, and fires videos-error', async () => {
    const scope = await Scope.create();
    const errors: Error[] = [];
    const onError = (event: CustomEvent<{error: Error}>) => errors.push(event.detail.error);
    document.addEventListener('videos-error', onError);
    try {
      const el = await withoutModule('carousel-core', async () => {
        const carousel = await mount(scope);
        // Without its code the carousel has no region: it shows the error alone.
        await waitUntil(() => part(carousel, 'error'), 'the carousel showed no error');
        return carousel;
      });
      expect(text(part(el, 'error'))).to.equal(DEFAULT_STRINGS.codeUnavailable);
      expect(part(el, 'retry-button')).to.be.null;
      expect(errors).to.have.length(1);
      expect(errors[0]).to.be.instanceOf(ChunkError);
      await expect(el).to.be.accessible();
    } finally {
      document.removeEventListener('videos-error', onError);
    }
  });
});
