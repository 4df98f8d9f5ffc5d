// Its own file: the browse chunk must not have been imported by the page before.
import {expect} from '@open-wc/testing';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import {Scope} from '../stand-in.js';
import {unhandledRejections} from '../unhandled-rejections.js';
import {waitUntil} from '../wait-until.js';
import {RELOAD_WORDS, withoutModule} from '../without-module.js';
import {mount, part, settled, shadow, text} from './helpers.js';

describe('<video-carousel filter> whose browsing code cannot be downloaded', () => {
  it('says so in the row and the live region instead of loading forever', async () => {
    const scope = await Scope.create();
    let el: VideoCarousel | undefined;
    const unhandled = await unhandledRejections(async () => {
      el = await withoutModule('browse-controller', async () => {
        const carousel = await mount(scope, {filter: 'crypto'});
        await settled(carousel);
        await waitUntil(() => part(carousel, 'error'), 'the row kept its placeholders');
        return carousel;
      });
      expect(text(part(el, 'error'))).to.equal(RELOAD_WORDS);
      expect(part(el, 'retry-button')).to.be.null;
      expect(shadow(el).querySelector('[part~="skeleton"]')).to.be.null;
      await waitUntil(
        () => text(shadow(el!).querySelector('[role="status"]')) === RELOAD_WORDS,
        'the live region did not say so',
      );
    });
    expect(unhandled).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });
});
