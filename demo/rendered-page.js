// A page as a CMS renders it with `video-content-widgets/server` and `/seo`: the player and the
// carousel are in the HTML as Declarative Shadow DOM (the poster, title, length and chips, and
// the row of cards, painted before any script runs, and taken over by the elements without
// asking for their records again), with the player's JSON-LD, poster and link inside for search
// engines. Used by the demo (`/server-rendered.html`) and the bench.
import {readFile} from 'node:fs/promises';
import {renderVideoSeo} from '../dist/lib/seo/index.js';
import {escapeHtml} from '../dist/lib/internal/markup.js';
import {renderCarousel, renderPlayer} from '../dist/lib/server/index.js';
import {withSiteNav} from './site-nav.js';
import {sendText} from './static-files.js';

/**
 * Serves `template` (a file URL) with `<!--player-->` replaced by the player as a server renders
 * it (`renderPlayer`, the fallback of its record inside), `<!--carousel-->` by the carousel
 * (`renderCarousel`, playing in that player), and `<!--site-nav-->` by the demo's nav. `?video=`
 * picks the player's record (default 1001), `?category=` and `?limit=` the carousel's list
 * (default Investing Basics, 12); they are asked of the proxy's handler in-process, as the page's
 * own requests would, from the same client. What the proxy does not give renders the element
 * alone, which then says what is wrong.
 * @param {URL} template
 * @param {import('../dist/lib/proxy/index.js').VideoProxyHandler} proxy
 * @param {string} proxyPath where the proxy is mounted, e.g. `/api/video`
 * @returns {import('node:http').RequestListener}
 */
export function renderedPage(template, proxy, proxyPath) {
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  const respond = async (req, res) => {
    const {pathname, searchParams} = new URL(req.url ?? '/', 'http://localhost');
    const id = searchParams.get('video') ?? '1001';
    const category = searchParams.get('category') ?? 'Investing Basics';
    const limit = searchParams.get('limit') ?? '12';
    if (!/^\d{1,15}$/.test(id)) return sendText(res, 400, '?video= takes a video id, e.g. 1001.');
    if (!/^\d{1,4}$/.test(limit)) return sendText(res, 400, '?limit= takes a number, e.g. 12.');
    /** @param {string} path */
    const items = async (path) => {
      const answer = await proxy(new Request(`http://localhost${proxyPath}${path}`), {
        clientAddress: req.socket.remoteAddress,
      });
      return answer.ok ? (await answer.json()).data?.items : undefined;
    };
    let page = await readFile(template, 'utf8');
    if (page.includes('<!--player-->')) {
      const record = (await items(`/content/video/${id}`))?.[0];
      const attributes = {id: 'rendered-player'};
      const player = record
        ? renderPlayer(record, {attributes, children: renderVideoSeo(record)})
        : `<video-player id="rendered-player" video-id="${id}"></video-player>`;
      page = page.replace('<!--player-->', player);
    }
    if (page.includes('<!--carousel-->')) {
      const query = new URLSearchParams({categoryName: category, limit});
      const records = await items(`/content/video?${query}`);
      const attributes = {category, limit, player: 'rendered-player'};
      const carousel = records
        ? renderCarousel(records, {attributes})
        : `<video-carousel category="${escapeHtml(category)}" limit="${limit}"></video-carousel>`;
      page = page.replace('<!--carousel-->', carousel);
    }
    const html = withSiteNav(page, pathname);
    res.writeHead(200, {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache'});
    res.end(req.method === 'HEAD' ? undefined : html);
  };
  return (req, res) => {
    respond(req, res).catch((error) => {
      if (res.headersSent) res.destroy();
      else sendText(res, 500, `Could not render the page: ${error.message}`);
    });
  };
}
