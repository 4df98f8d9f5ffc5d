// The e2e pages: a plain page on the test server's origin, the built widgets on a second origin
// (a stand-in CDN), and the strict page's Content-Security-Policy sent as a real header.
import {readFile} from 'node:fs/promises';
import {createServer} from 'node:http';
import {fileURLToPath} from 'node:url';
import {resolveFile, sendText, serveFile} from '../../demo/static-files.js';

const pagesDir = fileURLToPath(new URL('./pages/', import.meta.url));
const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));
const PAGE_PATH = /^\/test\/e2e\/pages\/([a-z-]+)\.html$/;
const SLOW_MS = 400;

/** Starts a server that hosts `dist/` with CORS on its own origin, as a CDN would. */
function startCdn() {
  const server = createServer((req, res) => {
    // Below `/slow/`, files are held back, so the page is seen before the elements are defined;
    // below `/copy/`, the same build is a second copy at other URLs (a theme's and a plugin's).
    const {pathname} = new URL(req.url ?? '/', 'http://cdn');
    const [, folder, path = ''] = /^\/(?:(slow|copy)\/)?(.*)$/.exec(pathname) ?? [];
    const slow = folder === 'slow';
    const file = resolveFile(distDir, path);
    if (!file) return sendText(res, 404, 'Not found');
    res.setHeader('access-control-allow-origin', '*');
    const send = () => serveFile(req, res, file, 'no-cache').catch(() => res.destroy());
    setTimeout(send, slow ? SLOW_MS : 0);
  });
  return new Promise((resolve) => {
    // 127.0.0.1, while the tests run on localhost: another origin on the same machine.
    server.listen(0, '127.0.0.1', () => {
      const {port} = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({url: `http://127.0.0.1:${port}`, close: () => server.close()});
    });
  });
}

/**
 * The policy of `strict.html`: scripts and styles from the page's own origin only, Trusted Types
 * required for every script sink, media and thumbnails from the delivery host.
 * @param {string} mediaUrl
 */
export function strictPolicy(mediaUrl) {
  const media = new URL(mediaUrl).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' ${media}`,
    `media-src 'self' blob: ${media}`,
    `connect-src 'self' ${media}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types lit-html',
  ].join('; ');
}

/** @param {{mediaUrl: string}} options */
export function e2ePages({mediaUrl}) {
  /** @type {{url: string, close(): void} | undefined} */
  let cdn;
  return {
    name: 'e2e-pages',
    async serverStart() {
      cdn = await startCdn();
    },
    serverStop() {
      cdn?.close();
    },
    /** @param {{path: string}} context */
    async serve(context) {
      const name = PAGE_PATH.exec(context.path)?.[1];
      if (!name || !cdn) return undefined;
      const page = await readFile(`${pagesDir}${name}.html`, 'utf8').catch(() => undefined);
      if (page === undefined) return undefined;
      /** @type {Record<string, string>} */
      const headers = name === 'strict' ? {'content-security-policy': strictPolicy(mediaUrl)} : {};
      return {body: page.replaceAll('%CDN%', cdn.url), type: 'html', headers};
    },
  };
}
