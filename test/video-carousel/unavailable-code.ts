import {expect} from '@open-wc/testing';
import {ChunkError} from '../../src/internal/chunk-error.js';
import {Scope, type Fault} from '../stand-in.js';
import {RELOAD_WORDS, withoutModule} from '../without-module.js';
import {waitUntil} from '../wait-until.js';
import {mount, part, text} from './helpers.js';

/**
 * The case of a carousel whose chunk `module` cannot be downloaded, when the service gives the
 * `answer` that needs it (else its usual list). Each module in a test file of its own: Chromium
 * and Firefox keep a failed import failed for the page.
 */
export function itAsksForAReloadWithout(module: string, answer?: Fault): void {
  it('asks for a reload, offers no Retry that cannot help, and fires videos-error', async () => {
    const scope = await Scope.create();
    if (answer) await scope.fault(answer);
    const errors: Error[] = [];
    const onError = (event: CustomEvent<{error: Error}>) => errors.push(event.detail.error);
    document.addEventListener('videos-error', onError);
    try {
      const el = await withoutModule(module, async () => {
        const carousel = await mount(scope);
        await waitUntil(() => part(carousel, 'error'), 'the carousel showed no error');
        return carousel;
      });
      expect(text(part(el, 'error'))).to.equal(RELOAD_WORDS);
      expect(part(el, 'retry-button')).to.be.null;
      expect(errors).to.have.length(1);
      expect(errors[0]).to.be.instanceOf(ChunkError);
      await expect(el).to.be.accessible();
    } finally {
      document.removeEventListener('videos-error', onError);
    }
  });
}
