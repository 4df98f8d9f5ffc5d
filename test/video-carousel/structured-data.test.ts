import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import {Scope} from '../stand-in.js';
import {CATEGORY, cards, settled, text} from './helpers.js';

const scripts = (el: Element) => el.querySelectorAll(':scope > script[type="application/ld+json"]');

describe('<video-carousel structured-data>', () => {
  it('writes the cards as a schema.org ItemList, in their order', async () => {
    const source = (await Scope.create()).source();
    const el = await fixture<VideoCarousel>(
      html`<video-carousel
        structured-data
        limit="3"
        category=${CATEGORY}
        endpoint=${source.endpoint}
        api-key=${source.apiKey!}
      ></video-carousel>`,
    );
    await settled(el);
    await waitUntil(() => scripts(el).length === 1, 'a JSON-LD script is written');
    const data = JSON.parse(scripts(el)[0]!.textContent!);
    expect(data['@type']).to.equal('ItemList');
    const items = data.itemListElement as Array<{position: number; item: {name: string}}>;
    expect(items.map(({position}) => position)).to.deep.equal([1, 2, 3]);
    const titles = cards(el).map((card) => text(card.querySelector('[part~="title"]')));
    expect(titles).to.have.length(3);
    expect(items.map(({item}) => item.name)).to.deep.equal(titles);
  });

  it('removes the list when the answer is empty', async () => {
    const source = (await Scope.create()).source();
    const el = await fixture<VideoCarousel>(
      html`<video-carousel
        structured-data
        category=${CATEGORY}
        endpoint=${source.endpoint}
        api-key=${source.apiKey!}
      ></video-carousel>`,
    );
    await settled(el);
    await waitUntil(() => scripts(el).length === 1);
    el.category = 'No such category';
    await waitUntil(() => scripts(el).length === 0, 'an empty row has no list');
  });
});
