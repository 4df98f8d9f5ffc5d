import {expect} from '@open-wc/testing';
import {setViewport} from '../browser-commands.js';
import type {Video} from '../../src/data/index.js';
import {Scope} from '../stand-in.js';
import {carouselProblems, demanding, withTextSpacing} from '../a11y/layout-checks.js';
import {loadedVideos, mount, sample, serve, shadow} from './helpers.js';

describe('<video-carousel> layout', () => {
  let scope: Scope;
  let good: Video;
  beforeEach(async () => {
    scope = await Scope.create();
    good = await sample(scope);
  });
  after(async () => {
    await setViewport({width: 800, height: 600});
  });

  for (const width of [320, 390, 768, 1280]) {
    for (const spacing of [false, true]) {
      it(`fits ${width} px${spacing ? ' with WCAG 1.4.12 text spacing' : ''}`, async function (this: Mocha.Context) {
        // Where the window cannot be this narrow (WebKit's MiniBrowser), Chromium and Firefox test it.
        if (!(await setViewport({width, height: 900}))) this.skip();
        await serve(scope, demanding(good));
        // No category: the served records are the list.
        const el = await mount(scope, {category: ''});
        await loadedVideos(el);
        const restore = spacing ? withTextSpacing(shadow(el)) : () => {};
        try {
          expect(await carouselProblems(el)).to.deep.equal([]);
        } finally {
          restore();
        }
      });
    }
  }
});
