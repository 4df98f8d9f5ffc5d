import {expect, oneEvent} from '@open-wc/testing';
import '../../src/video-carousel/video-carousel.js';
import {VideoClient, type Video} from '../../src/data/index.js';
import {renderCarousel} from '../../src/server/render-carousel.js';
import {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import {clickAt, sendKeys} from '../browser-commands.js';
import {changed, hydrated} from '../hydrated.js';
import {Scope} from '../stand-in.js';
import {waitUntil} from '../wait-until.js';
import {CATEGORY, cards, mount, settled, shadow} from './helpers.js';

/** A node as a reader's DOM has it: elements with their attributes in order, and text. */
function serialize(node: Node): string {
  if (node instanceof Text) return node.data.trim();
  if (!(node instanceof Element) || node.localName === 'style') return '';
  // A printed card's link for readers without script (no-script.styles.ts), which a page that
  // renders the carousel runs.
  if (node.classList.contains('card-link')) return '';
  const attributes = [...node.attributes]
    // How a thumbnail is fetched: a printed first row's at once (video-card.ts).
    .filter((a) => a.name !== 'loading')
    .map((a) => `${a.name}="${a.value}"`)
    .sort();
  const inner = [...node.childNodes].map(serialize).join('');
  return `<${[node.localName, ...attributes].join(' ')}>${inner}</${node.localName}>`;
}

/**
 * What a carousel's shadow root shows, lit's markers and the styles left out, and the live region
 * too: what it says is the page's news of a load, which a printed list never had.
 */
const shown = (el: VideoCarousel) =>
  [...shadow(el).childNodes]
    .map((node) => (node instanceof Element && node.role === 'status' ? '' : serialize(node)))
    .join('');

const NARROW = 'display: block; width: 30rem';

describe('<video-carousel> rendered on a server', () => {
  let scope: Scope;
  let records: Video[];
  before(function () {
    if (!('setHTMLUnsafe' in Element.prototype)) this.skip(); // Each engine of the suite has it.
  });
  beforeEach(async () => {
    scope = await Scope.create();
    records = await new VideoClient().listVideos(scope.source(), {category: CATEGORY, limit: 3});
  });

  /**
   * The carousel a server printed for the scope's list, as the page author would write it, in a
   * column narrower than its row, as most rows are (one that fits says so once measured).
   */
  const printed = (videos: unknown[], lang?: string) => {
    const {endpoint, apiKey} = scope.source();
    return renderCarousel(videos, {
      attributes: {endpoint, 'api-key': apiKey!, category: CATEGORY, limit: '3', style: NARROW},
      lang,
    });
  };

  it('hydrates the printed row without a request or a change', async () => {
    const asked = (await scope.requests()).length;
    const {element, changes, remove} = await hydrated<VideoCarousel>(
      printed(records),
      'videos-load',
    );
    try {
      expect(changed(changes)).to.deep.equal([]);
      expect((await scope.requests()).length).to.equal(asked);
      expect(cards(element).map((card) => card.dataset['id'])).to.deep.equal(
        records.map((video) => String(video.id)),
      );
      // Each card's link for readers without script stays, not to be seen where script runs.
      const links = [...shadow(element).querySelectorAll<HTMLAnchorElement>('.card-link')];
      expect(links.map((link) => link.getAttribute('href'))).to.deep.equal(
        records.map((video) => video.playbackDetails.mp4Url),
      );
      expect(links.map((link) => getComputedStyle(link).display)).to.deep.equal(
        records.map(() => 'none'),
      );
      await expect(element).to.be.accessible();
    } finally {
      remove();
    }
  });

  it('hydrates a row printed in the page language, in its words, without a change', async () => {
    const {element, changes, remove} = await hydrated<VideoCarousel>(
      printed(records, 'de'),
      'videos-load',
      {lang: 'de'},
    );
    try {
      expect(changed(changes)).to.deep.equal([]);
      const region = shadow(element).querySelector('.region')!;
      expect(region.getAttribute('aria-roledescription')).to.equal('Karussell');
      expect(shadow(element).querySelector('[part~="button-next"]')!.ariaLabel).to.equal(
        'Nächste Videos',
      );
    } finally {
      remove();
    }
  });

  it('prints the hostile strings as text, and the page runs none of them', async () => {
    const hostile = records.map((video, i) => ({
      ...video,
      title: `</template><script>window.hacked = ${i}</script> "q" & 'a' <!-- שלום עולם`,
      sector: '</script><img src=x onerror="window.hacked = 1">',
      tags: ['ملصق', '"><b>'],
    }));
    const {element, changes, remove} = await hydrated<VideoCarousel>(
      printed(hostile),
      'videos-load',
    );
    try {
      expect(changed(changes)).to.deep.equal([]);
      expect((window as {hacked?: number}).hacked).to.equal(undefined);
      expect(shadow(element).querySelector('.title')!.textContent).to.equal(hostile[0]!.title);
      expect(shadow(element).querySelector('img:not([part])')).to.equal(null);
      await expect(element).to.be.accessible();
    } finally {
      remove();
    }
  });

  it('prints the shadow root the page would render', async () => {
    const made = await mount(scope, {limit: '3'});
    made.style.cssText = NARROW;
    await settled(made);
    await new Promise(requestAnimationFrame); // Its row measured.
    const {element, remove} = await hydrated<VideoCarousel>(printed(records), 'videos-load');
    try {
      expect(shown(element)).to.equal(shown(made));
    } finally {
      remove();
    }
  });

  it('keeps the focus and scroll the reader had before it hydrated', async () => {
    const holder = document.createElement('div');
    holder.setHTMLUnsafe(printed(records));
    const element = holder.firstElementChild as VideoCarousel;
    const loaded = oneEvent(element, 'videos-load');
    const before = document.createElement('button');
    before.textContent = 'before';
    document.body.append(before, holder);
    try {
      // Its code is still to come: the reader tabs to the first card (past Previous, which a
      // screen reader finds as unavailable) and scrolls the row.
      before.focus();
      await sendKeys({press: 'Tab'});
      await sendKeys({press: 'Tab'});
      const first = cards(element)[0]!;
      expect(shadow(element).activeElement).to.equal(first);
      const row = shadow(element).querySelector<HTMLElement>('.row')!;
      // To its end, where the row snaps to its last card.
      row.scrollTo({left: row.scrollWidth, behavior: 'instant'});
      const scrolled = row.scrollLeft;
      expect(scrolled).to.be.above(0);
      await loaded;
      await element.updateComplete;
      await new Promise(requestAnimationFrame);
      expect(shadow(element).activeElement).to.equal(first);
      expect(row.scrollLeft).to.equal(scrolled);
      expect(shadow(element).querySelector('dialog[open]'), 'a card was pressed').to.equal(null);
    } finally {
      before.remove();
      holder.remove();
    }
  });

  it('selects the card pressed before its script ran, once hydrated', async function () {
    // Printed under a name no element has yet: it upgrades when the test defines that name.
    const name = 'pressed-video-carousel';
    const holder = document.createElement('div');
    holder.setHTMLUnsafe(
      printed(records).replace(/^<video-carousel(.*)<\/video-carousel>$/s, `<${name}$1</${name}>`),
    );
    document.body.append(holder);
    const element = holder.firstElementChild as VideoCarousel;
    const selected: number[] = [];
    element.addEventListener('video-select', (event) => {
      selected.push(event.detail.video.id);
      event.preventDefault();
    });
    try {
      const second = cards(element)[1]!;
      await clickAt(second); // A real press that nothing hears: the element is not defined yet.
      // Safari's rule: a pressed button takes no focus, so the press leaves no trace.
      if (shadow(element).activeElement !== second) this.skip();
      const loaded = oneEvent(element, 'videos-load');
      customElements.define(name, class extends VideoCarousel {});
      await loaded;
      await waitUntil(() => selected.length > 0, 'no card selected once hydrated');
      await new Promise(requestAnimationFrame);
      expect(selected).to.deep.equal([records[1]!.id]);
    } finally {
      holder.remove();
    }
  });

  it('selects and moves between the printed cards once hydrated', async () => {
    const {element, remove} = await hydrated<VideoCarousel>(printed(records), 'videos-load');
    try {
      const selected: number[] = [];
      element.addEventListener('video-select', (event) => {
        selected.push(event.detail.video.id);
        event.preventDefault();
      });
      const [first, second] = cards(element);
      first!.click();
      first!.focus();
      await sendKeys({press: 'ArrowRight'});
      expect(shadow(element).activeElement).to.equal(second);
      expect(second!.tabIndex).to.equal(0);
      expect(selected).to.deep.equal([records[0]!.id]);
    } finally {
      remove();
    }
  });

  it('renders its row anew over markup of other templates (another version printed it)', async () => {
    const markup = printed(records).replace(/<!--lit-part [^>]*-->/g, '<!--lit-part x=-->');
    const {element, changes, remove} = await hydrated<VideoCarousel>(markup, 'videos-load');
    try {
      expect(changes).to.not.have.length(0);
      expect(cards(element).map((card) => card.dataset['id'])).to.deep.equal(
        records.map((video) => String(video.id)),
      );
      expect(shadow(element).querySelectorAll('.region')).to.have.length(1);
      await expect(element).to.be.accessible();
    } finally {
      remove();
    }
  });

  it('asks the service once its attributes ask for another list', async () => {
    const {element, remove} = await hydrated<VideoCarousel>(printed(records), 'videos-load');
    try {
      const asked = (await scope.requests()).length;
      element.setAttribute('limit', '2');
      await oneEvent(element, 'videos-load');
      await settled(element);
      expect(cards(element)).to.have.length(2);
      expect((await scope.requests()).length).to.equal(asked + 1);
    } finally {
      remove();
    }
  });
});
