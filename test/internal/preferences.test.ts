import {expect} from '@open-wc/testing';
import {environment, setEnvironment} from '../../src/internal/environment.js';
import {prefersReducedMotion, prefersStillAndLight} from '../../src/internal/preferences.js';

/** An environment whose media queries answer as `reduced` says. */
const motion = (reduced: boolean) => ({
  matchMedia: (query: string) => ({
    matches: reduced && query === '(prefers-reduced-motion: reduce)',
  }),
});

describe('preferences', () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it('reads reduced motion from the media query', () => {
    restore = setEnvironment(motion(true));
    expect(prefersReducedMotion()).to.be.true;
    expect(prefersStillAndLight()).to.be.true;
  });

  it('counts Save-Data as a wish for nothing animated', () => {
    restore = setEnvironment({...motion(false), saveData: () => true});
    expect(prefersReducedMotion()).to.be.false;
    expect(prefersStillAndLight()).to.be.true;
  });

  it('wants previews when the reader asked for neither', () => {
    restore = setEnvironment({...motion(false), saveData: () => false});
    expect(prefersStillAndLight()).to.be.false;
  });

  it("puts the browser's environment back", () => {
    const browser = environment;
    setEnvironment({saveData: () => true})();
    expect(environment).to.equal(browser);
  });
});
