// A printed widget on a page whose HTML arrives in pieces (a slow link, a server that flushes as it
// goes): the browser paints what it has parsed, then the rest. Nothing painted may move when the
// rest comes (a layout shift). Chromium's Layout Instability API counts it; no widget script runs,
// so the printed markup alone is held to it.
import assert from 'node:assert/strict';
import {once} from 'node:events';
import {createServer, type Server} from 'node:http';
import {after, before, describe, it} from 'node:test';
import {setTimeout as sleep} from 'node:timers/promises';
import {chromium, type Browser} from 'playwright-core';
import {CHROMIUM, CHROMIUM_TEST_ARGS} from '../../scripts/test-system.js';
import {renderCarousel, renderPlayer} from '../../src/server/index.js';
import {shiftsSoFar, watchShifts} from '../layout-shifts.js';
import {printedRecords} from './printed-records.js';

const plain = JSON.parse(printedRecords('https://media.example').plain!);
// A poster with title, length and chips, and no picture to load: the markup alone is held.
const record = {...plain, playbackDetails: {...plain.playbackDetails, thumbnailUrl: undefined}};

/** Text under the widget: a widget that grew while its markup came in would push it. */
const page = (widget: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><body style="margin:0;width:640px">${widget}<p>Under the widget</p>`;

describe('a printed widget whose HTML arrives in pieces', () => {
  let browser: Browser;
  let server: Server;
  /** The page up to a cut in the widget's markup, sent first; the rest, 400 ms later (time to paint). */
  let pieces: [string, string] = ['', ''];
  before(async () => {
    browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_TEST_ARGS});
    server = createServer(async (_, res) => {
      res.writeHead(200, {'content-type': 'text/html; charset=utf-8'});
      res.write(pieces[0]);
      await sleep(400);
      res.end(pieces[1]);
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
  });
  after(async () => {
    await browser?.close();
    server?.close();
  });

  /** The layout shifts of a page cut after `marker` (its first occurrence in the widget's markup). */
  async function shiftCutAfter(widget: string, marker: string) {
    const html = page(widget);
    const cut = html.indexOf(marker) + marker.length;
    assert.ok(cut >= marker.length, `${marker} is in the markup`);
    pieces = [html.slice(0, cut), html.slice(cut)];
    const tab = await browser.newPage({viewport: {width: 800, height: 900}});
    try {
      await watchShifts(tab);
      const {port} = server.address() as {port: number};
      await tab.goto(`http://127.0.0.1:${port}/`);
      return await shiftsSoFar(tab);
    } finally {
      await tab.close();
    }
  }

  // Where a piece ends: after Previous (before the row), inside a card, between cards, inside
  // the details over the poster.
  const cuts = {
    carousel: {
      widget: renderCarousel(
        [1, 2, 3].map((id) => ({...record, id, title: `Video ${id}`})),
        {attributes: {category: 'Investing Basics', limit: '3'}},
      ),
      markers: [
        '</button>',
        '<span class="media">',
        'Markets<!--/lit-part--></span',
        '</li>',
        '</ul>',
      ],
    },
    player: {
      widget: renderPlayer(record),
      markers: ['</p>', '</span></p>', '<li part="chip" class="chip">', '</ul></div></div>'],
    },
  };
  for (const [name, {widget, markers}] of Object.entries(cuts)) {
    for (const marker of markers) {
      it(`moves nothing in the ${name} when the HTML stops after ${marker}, then comes`, async () => {
        const {cls, moved} = await shiftCutAfter(widget, marker);
        assert.equal(cls, 0, `layout shift of ${moved.join(', ')}`);
      });
    }
  }
});
