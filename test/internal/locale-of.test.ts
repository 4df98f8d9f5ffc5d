import {expect, fixture, html} from '@open-wc/testing';
import {localeOf} from '../../src/internal/locale-of.js';

const inside = async (lang: string) =>
  (await fixture<HTMLElement>(html`<div lang=${lang}><p>text</p></div>`)).querySelector('p')!;

describe('localeOf', () => {
  it('reads the nearest lang as a canonical locale', async () => {
    expect(localeOf(await inside('de-at'))).to.equal('de-AT');
  });

  it('reads a CMS’s underscores as hyphens', async () => {
    expect(localeOf(await inside('en_US'))).to.equal('en-US');
  });

  it('gives undefined for a lang Intl refuses, never an error', async () => {
    expect(localeOf(await inside('not a language!'))).to.equal(undefined);
  });
});
