// What the layout tests check: WCAG 1.4.12 text spacing, and the ways a card's content is lost.
import type {Video} from '../../src/data/index.js';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import {shadow} from '../video-carousel/helpers.js';

/** WCAG 1.4.12: what a reader's text-spacing stylesheet sets, applied inside the shadow root too. */
const TEXT_SPACING = `* {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-block-end: 2em !important; }`;

/** Applies the text spacing to the page and `root` (a shadow root); returns the undo. */
export function withTextSpacing(root: ShadowRoot): () => void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(TEXT_SPACING);
  const roots: Array<Document | ShadowRoot> = [document, root];
  for (const root of roots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return () => {
    for (const root of roots) {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
    }
  };
}

/** Records with every field a card shows, long words, many tags and the Community badge. */
export function demanding(good: Video): unknown[] {
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

export const within = (inner: DOMRect, outer: DOMRect) =>
  inner.left >= outer.left - 1 &&
  inner.right <= outer.right + 1 &&
  inner.top >= outer.top - 1 &&
  inner.bottom <= outer.bottom + 1;

/** Every way a card's content can be lost: outside its card, or cut inside a box. */
function cardProblems(el: VideoCarousel): string[] {
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

/**
 * Every card in view in turn (off-screen cards skip rendering: content-visibility), checked for
 * lost content; then no horizontal page scroll and the carousel and its buttons inside the page.
 */
export async function carouselProblems(el: VideoCarousel): Promise<string[]> {
  await new Promise(requestAnimationFrame);
  const row = shadow(el).querySelector<HTMLElement>('.row')!;
  const problems: string[] = [];
  for (const li of shadow(el).querySelectorAll<HTMLElement>('.list > li')) {
    row.scrollTo({
      left: li.offsetLeft * (getComputedStyle(row).direction === 'rtl' ? -1 : 1),
      behavior: 'instant',
    });
    // Firefox decides what content-visibility skips a frame after the scroll.
    for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
    problems.push(...cardProblems(el));
  }
  problems.push(...pageProblems(el));
  for (const nav of shadow(el).querySelectorAll('.nav')) {
    if (!within(nav.getBoundingClientRect(), el.getBoundingClientRect())) {
      problems.push(`${nav.getAttribute('part')} is outside the carousel`);
    }
  }
  return [...new Set(problems)];
}

/** The page scrolls sideways, or `widget` reaches past the viewport's right edge. */
export function pageProblems(widget: HTMLElement): string[] {
  const problems: string[] = [];
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > window.innerWidth) {
    problems.push(`the page scrolls sideways (${scrollWidth} > ${window.innerWidth} px)`);
  }
  const right = widget.getBoundingClientRect().right;
  if (right > window.innerWidth + 1) problems.push(`${widget.localName} ends at ${right} px`);
  return problems;
}
