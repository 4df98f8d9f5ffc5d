import {expect} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {cardsOf, closePages, openPage, playFirstCard, widgets, type E2EPage} from './page.js';

/** `value` (any CSS colour) as the page computes it, e.g. `rgb(37, 99, 235)`. */
function colour(page: E2EPage, value: string): string {
  const probe = page.document.createElement('i');
  probe.style.setProperty('color', value.trim());
  page.document.body.append(probe);
  const computed = page.window.getComputedStyle(probe).color;
  probe.remove();
  return computed;
}

/** Violations are reported asynchronously: give the page's queued reports a turn. */
const reported = (page: E2EPage) =>
  new Promise((resolve) => page.window.setTimeout(resolve, 0)).then(() => page.record.violations);

describe('a page with a strict Content-Security-Policy and Trusted Types', () => {
  afterEach(closePages);

  it('lists, previews, plays and opens the dialog without one policy violation', async () => {
    const page = await openPage('strict');
    const {player, carousels} = widgets(page);
    const [linked, standalone] = carousels;

    await playFirstCard(linked!, player);
    expect(player.engine).to.equal('hls');

    // The GIF preview on focus, and the built-in dialog with its own player.
    const [card] = await cardsOf(standalone!);
    card!.focus();
    await waitUntil(() => standalone!.shadowRoot!.querySelector('[part~="preview"]'));
    card!.click();
    const dialog = () =>
      standalone!.shadowRoot!.querySelector<HTMLDialogElement>('dialog[part~="dialog"]');
    await waitUntil(() => dialog()?.open, 'the dialog does not open');

    expect(await reported(page)).to.deep.equal([]);
    expect(page.record.errors).to.deep.equal([]);
  });

  it('lays out and marks the filter chips without a violation', async () => {
    const page = await openPage('strict');
    const browsing = widgets(page).carousels[2]!;
    await cardsOf(browsing);
    const bar = () => browsing.shadowRoot!.querySelector<HTMLElement>('[part~="filters"]');
    await waitUntil(bar, 'the chip bar does not show');
    expect(page.window.getComputedStyle(bar()!).display).to.equal('flex');
    const [all] = bar()!.querySelectorAll('[aria-pressed="true"]');
    const accent = page.window
      .getComputedStyle(browsing)
      .getPropertyValue('--video-carousel-accent');
    expect(page.window.getComputedStyle(all!).borderColor).to.equal(colour(page, accent));
    expect(await reported(page)).to.deep.equal([]);
  });

  it('is really in force: an inline style and an untrusted innerHTML are refused', async () => {
    const page = await openPage('strict');
    const div = page.document.createElement('div');
    page.document.body.append(div);
    div.setAttribute('style', 'color: red');
    // The TypeError comes from the frame's realm, so it is matched by name.
    expect(() => (div.innerHTML = '<b>untrusted</b>'))
      .to.throw()
      .with.property('name', 'TypeError');
    await waitUntil(() => page.record.violations.length === 2, 'the violations were not counted');
    expect(page.record.violations.map((text) => text.split(' ')[0])).to.have.members([
      'style-src-attr',
      'require-trusted-types-for',
    ]);
  });
});
