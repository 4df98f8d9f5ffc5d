// A page as a CMS renders it with `video-content-widgets/server` and `/seo`: the player is in
// the HTML as Declarative Shadow DOM (its poster, title, length and chips painted before any
// script runs, and taken over by the element without asking for its record again), with its
// record's JSON-LD, poster and link inside for search engines. Used by the demo
// (`/server-rendered.html`) and the bench.
import {readFile} from 'node:fs/promises';
import {renderVideoSeo} from '../dist/lib/seo/index.js';
import {renderPlayer} from '../dist/lib/server/index.js';
import {withSiteNav} from './site-nav.js';
import {sendText} from './static-files.js';

/**
 * Serves `template` (a file URL) with `<!--player-->` replaced by the player as a server renders
 * it (`renderPlayer`, the fallback of its record inside), and `<!--site-nav-->` by the demo's nav. `?video=` picks the
 * record (default 1001); it is asked of the proxy's handler in-process, as the page's own request
 * would, from the same client. A record the proxy does not give renders the player alone, which
 * then says what is wrong.
 * @param {URL} template
 * @param {import('../dist/lib/proxy/index.js').VideoProxyHandler} proxy
 * @param {string} proxyPath where the proxy is mounted, e.g. `/api/video`
 * @returns {import('node:http').RequestListener}
 */
export function renderedPlayerPage(template, proxy, proxyPath) {
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  const respond = async (req, res) => {
    const {pathname, searchParams} = new URL(req.url ?? '/', 'http://localhost');
    const id = searchParams.get('video') ?? '1001';
    if (!/^\d{1,15}$/.test(id)) return sendText(res, 400, '?video= takes a video id, e.g. 1001.');
    const answer = await proxy(new Request(`http://localhost${proxyPath}/content/video/${id}`), {
      clientAddress: req.socket.remoteAddress,
    });
    const record = answer.ok ? (await answer.json()).data?.items?.[0] : undefined;
    const player = record
      ? renderPlayer(record, {children: renderVideoSeo(record)})
      : `<video-player video-id="${id}"></video-player>`;
    const page = (await readFile(template, 'utf8')).replace('<!--player-->', player);
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
