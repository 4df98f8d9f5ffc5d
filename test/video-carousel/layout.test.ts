import {expect, fixture, html} from '@open-wc/testing';
import {setViewport} from '../browser-commands.js';
import type {Video} from '../../src/data/index.js';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import {Scope} from '../stand-in.js';
import {recordLoad, loadedVideos, sample, serve, shadow} from './helpers.js';

/** WCAG 1.4.12: what a reader's text-spacing stylesheet sets, applied inside the shadow root too. */
const TEXT_SPACING = `* {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-block-end: 2em !important; }`;

function withTextSpacing(el: VideoCarousel): () => void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(TEXT_SPACING);
  const roots: Array<Document | ShadowRoot> = [document, shadow(el)];
  for (const root of roots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return () => {
    for (const root of roots) {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
    }
  };
}

/** Records with every field a card shows, long words, many tags and the Community badge. */
function demanding(good: Video): unknown[] {
  return [
    {...good, id: 1},
    {
      ...good,
      id: 2,
      title: 'Bitcoin, Ethereum and Stablecoins: How Crypto Markets Move in a Rate Cycle',
      community: true,
      difficulty: 3,
      sector: 'Communication Services',
      tags: ['ai', 'btc', 'bitcoin', 'stablecoins', 'interest-rates', 'defi', 'etf', 'macro'],
    },
    {...good, id: 3, title: 'Supercalifragilisticexpialidociousinvestingstrategies', tags: ['x']},
    {...good, id: 4, title: 'ما هو صندوق المؤشرات المتداول؟', sector: 'الخدمات المالية'},
    {...good, id: 5, finasset: 'BRK.B', tags: []},
  ];
}

const within = (inner: DOMRect, outer: DOMRect) =>
  inner.left >= outer.left - 1 &&
  inner.right <= outer.right + 1 &&
  inner.top >= outer.top - 1 &&
  inner.bottom <= outer.bottom + 1;

/** Every way a card's content can be lost: outside its card, or cut inside a box. */
function layoutProblems(el: VideoCarousel): string[] {
  const problems: string[] = [];
  const row = shadow(el).querySelector<HTMLElement>('.row')!;
  for (const card of shadow(el).querySelectorAll<HTMLElement>('.list > li .card')) {
    const id = card.querySelector('[data-id]')?.getAttribute('data-id');
    const box = card.getBoundingClientRect();
    if (card.scrollHeight > card.clientHeight + 1 || card.scrollWidth > card.clientWidth + 1) {
      problems.push(`card ${id} overflows itself`);
    }
    for (const node of card.querySelectorAll<HTMLElement>('*')) {
      if (node.closest('.visually-hidden') || node.localName === 'img' || node.hidden) continue;
      const name = `card ${id} ${node.getAttribute('part') ?? node.className}`;
      if (!within(node.getBoundingClientRect(), box)) problems.push(`${name} is outside its card`);
      const style = getComputedStyle(node);
      const cuts = style.overflowX !== 'visible' || style.overflowY !== 'visible';
      if (cuts && node.scrollWidth > node.clientWidth + 1) problems.push(`${name} cuts its text`);
      if (cuts && node.scrollHeight > node.clientHeight + 1)
        problems.push(`${name} cuts its lines`);
    }
    // Whole cards only: a card wider than its row could never be seen whole.
    if (box.width > row.clientWidth + 1) problems.push(`card ${id} is wider than its row`);
  }
  return problems;
}

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
        const {endpoint, apiKey} = scope.source();
        const el = await fixture<VideoCarousel>(
          html`<video-carousel
            @videos-load=${recordLoad}
            endpoint=${endpoint}
            api-key=${apiKey!}
          ></video-carousel>`,
        );
        await loadedVideos(el);
        const restore = spacing ? withTextSpacing(el) : () => {};
        try {
          await new Promise(requestAnimationFrame);
          const row = shadow(el).querySelector<HTMLElement>('.row')!;
          const problems: string[] = [];
          // Each card in view in turn: off-screen cards skip rendering (content-visibility).
          for (const li of shadow(el).querySelectorAll<HTMLElement>('.list > li')) {
            row.scrollTo({
              left: li.offsetLeft * (getComputedStyle(row).direction === 'rtl' ? -1 : 1),
              behavior: 'instant',
            });
            await new Promise(requestAnimationFrame);
            problems.push(...layoutProblems(el));
          }
          expect([...new Set(problems)]).to.deep.equal([]);
          expect(document.documentElement.scrollWidth, 'horizontal page scroll').to.be.at.most(
            window.innerWidth,
          );
          const host = el.getBoundingClientRect();
          expect(host.right).to.be.at.most(window.innerWidth + 1);
          for (const nav of shadow(el).querySelectorAll('.nav')) {
            expect(within(nav.getBoundingClientRect(), host), 'nav button inside the widget').to.be
              .true;
          }
        } finally {
          restore();
        }
      });
    }
  }
});
