// A site for the Node tests that open pages in Chromium: the stand-in service behind the proxy
// at /api/video, folders of built files, pages written by the test, and headless Chromium.
import {once} from 'node:events';
import {createServer, type RequestListener} from 'node:http';
import {chromium, type Browser, type Page} from 'playwright-core';
import {startStandIns} from '../../demo/stand-in/start.js';
import {siteListener} from '../../demo/static-files.js';
import {toNodeListener} from '../../src/proxy/node-adapter.js';
import {createVideoProxy} from '../../src/proxy/video-proxy.js';

export interface TestSite {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  browser: Browser;
  /** The stand-in service itself (its key is `apiKey`), for code that talks to it directly. */
  serviceUrl: string;
  apiKey: string;
  /** Serves `body` at `path` (e.g. `/page.html`) from now on. */
  put(path: string, body: string, type?: string): void;
  /**
   * Opens `path`, runs `act`, waits until the page's first `<video-player>` plays past 0.5 s and
   * returns the scripts the page loaded. Fails on any uncaught page error.
   */
  play(path: string, act?: (page: Page) => Promise<void>): Promise<string[]>;
  /** Opens `path` in a fresh page, runs `check` on it and closes it; fails on page errors. */
  visit<T>(path: string, check: (page: Page) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** @param folders URL prefix → folder, e.g. `['/vite/', '/tmp/app/dist']` */
export async function startTestSite(folders: [string, string][]): Promise<TestSite> {
  const apiKey = 'site-key';
  const standIns = await startStandIns({servicePort: 0, mediaPort: 0, apiKey});
  const proxy = createVideoProxy({upstream: standIns.serviceUrl, apiKey, basePath: '/api/video'});
  const pages = new Map<string, {body: string; type: string}>();
  const sendPage: RequestListener = (req, res) => {
    const page = pages.get(new URL(req.url ?? '/', 'http://site').pathname);
    res.writeHead(page ? 200 : 404, {'content-type': page?.type ?? 'text/plain'});
    res.end(page?.body ?? 'Not found');
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://site').pathname;
    if (pages.has(path)) return sendPage(req, res);
    return siteListener([['/api/video', toNodeListener(proxy, '/api/video')]], folders)(req, res);
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  });

  const visit = async <T>(path: string, check: (page: Page) => Promise<T>): Promise<T> => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${origin}${path}`);
      const result = await check(page);
      if (errors.length) throw new Error(`${path}: uncaught ${errors.join('; ')}`);
      return result;
    } finally {
      await page.close();
    }
  };

  return {
    origin,
    browser,
    serviceUrl: standIns.serviceUrl,
    apiKey,
    put: (path, body, type = 'text/html; charset=utf-8') => void pages.set(path, {body, type}),
    visit,
    play: (path, act = async () => {}) =>
      visit(path, async (page) => {
        await act(page);
        await page.waitForFunction(
          () => document.querySelector('video-player')!.currentTime > 0.5,
          undefined,
          {timeout: 20_000},
        );
        return page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter((name) => name.endsWith('.js')),
        );
      }),
    async close() {
      await browser.close();
      server.close();
      await standIns.close();
    },
  };
}
