import {expect} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {cardsOf, closePages, openPage, playFirstCard, widgets, type E2EPage} from './page.js';

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
