import {expect} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {closePages, openPage, playFirstCard, widgets} from './page.js';

describe('the player’s entry (`video-player.js`) on a page of players', () => {
  afterEach(closePages);

  it('plays the player and registers nothing else', async () => {
    const page = await openPage('players');
    const {player} = widgets(page);
    const facade = () => player.shadowRoot?.querySelector<HTMLElement>('[part~="facade"]');
    await waitUntil(facade, 'the player shows no poster');
    facade()!.click();
    await waitUntil(() => !player.paused && player.currentTime > 0, 'the player does not play', {
      timeout: 15000,
    });
    const registry = page.window.customElements;
    expect(registry.get('video-carousel')).to.equal(undefined);
    expect(registry.get('video-transcript')).to.equal(undefined);
    expect(page.record.errors).to.deep.equal([]);
    expect(page.record.warnings).to.deep.equal([]);
  });

  it('shares its code with the three elements’ entry loaded later on the same page', async () => {
    const page = await openPage('players-then-all');
    const {player, carousels} = widgets(page);
    await playFirstCard(carousels[0]!, player);
    // One copy of the player's code: the second entry defines the other two elements only.
    expect(page.window.customElements.get('video-transcript')).to.be.a('function');
    expect(page.record.warnings).to.deep.equal([]);
    expect(page.record.errors).to.deep.equal([]);
  });
});
