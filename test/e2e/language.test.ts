import {expect} from '@open-wc/testing';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {waitUntil} from '../wait-until.js';
import {cardsOf, closePages, openPage, widgets} from './page.js';

describe('the embed snippet on a page in German', () => {
  afterEach(closePages);

  it('shows German buttons and errors, its words fetched beside the first chunk', async () => {
    const page = await openPage('german');
    const {player, carousels} = widgets(page);
    const wrong = page.document.querySelectorAll<VideoPlayer>('video-player')[1]!;
    const facade = () => player.shadowRoot?.querySelector('[part~="facade"]');
    await waitUntil(
      () => facade()?.getAttribute('aria-label')?.startsWith('Video abspielen: '),
      'the poster speaks German',
      {timeout: 10000},
    );
    await cardsOf(carousels[0]!);
    const previous = carousels[0]!.shadowRoot!.querySelector('[part~="button-prev"]')!;
    expect(previous.getAttribute('aria-label')).to.equal('Vorherige Videos');
    await waitUntil(
      () =>
        wrong.shadowRoot
          ?.querySelector('[part~="error"]')
          ?.textContent?.includes('Das Attribut video-id muss'),
      'the player’s error is in German',
    );

    const cdn = (entry: PerformanceResourceTiming) => entry.name.includes('/slow/');
    const fetched = (
      page.window.performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    ).filter(cdn);
    const words = fetched.filter((entry) => entry.name.includes('/chunks/lang/'));
    expect(words.map((entry) => entry.name.replace(/.*\/chunks\//, ''))).to.deep.equal([
      'lang/de.js',
    ]);
    // The entry and the two chunks it imports come first (the page's own graph); the widgets then
    // ask for their first chunks as they connect, and for the words at that moment: not after them.
    const staticGraph = /video-content-widgets\.js|\/chunks\/(?:index|player)-[\w-]{8}\.js/;
    const [first] = fetched
      .filter((entry) => !words.includes(entry) && !staticGraph.test(entry.name))
      .sort((a, b) => a.startTime - b.startTime);
    expect(words[0]!.startTime).to.be.below(
      first!.responseEnd,
      `${first!.name} came before the words were asked for`,
    );
    expect(page.record.errors).to.deep.equal([]);
  });
});
