import {Readable} from 'node:stream';
import {esbuildPlugin} from '@web/dev-server-esbuild';
import {defaultReporter} from '@web/test-runner';
import {chromeLauncher, puppeteerCore} from '@web/test-runner-chrome';
import {createVideoProxy} from './src/proxy/video-proxy.ts';
// Loaded under `node --import tsx` (see package.json), so the proxy comes from its TypeScript source.
import {startStandIns} from './demo/stand-in/start.js';
import {e2ePages} from './test/e2e/pages-plugin.js';
import {frameworks} from './test/frameworks/frameworks-plugin.js';
import {browserCommands} from './test/runner/browser-commands-plugin.js';
import {failingModules} from './test/runner/failing-modules.js';
import {screenshots} from './test/runner/screenshot-plugin.js';
import {webkitLauncher} from './test/runner/webkit-launcher.js';
import {slowestFilesReporter} from './test/runner/slowest-files-reporter.js';
import {failuresReporter} from './test/runner/failures-reporter.js';
import {hungFilesReporter} from './test/runner/hung-files-reporter.js';
import {testProgress} from './test/runner/test-progress.js';
import {
  CHROMIUM,
  CHROMIUM_TEST_ARGS,
  ENGINES,
  enginesHere,
  FIREFOX,
  inCi,
  missingNeeds,
  skippedLines,
} from './scripts/test-system.js';

const API_KEY = 'test-key';
const PROXY_PATH = '/api/video';

/** Each test browser by the name WTR_BROWSERS uses. */
const launchers = {
  chromium: () =>
    chromeLauncher({
      launchOptions: {
        executablePath: CHROMIUM,
        args: CHROMIUM_TEST_ARGS,
      },
    }),
  // Debian's Firefox ESR over WebDriver BiDi, through puppeteer-core: no browser download.
  firefox: () =>
    chromeLauncher({
      puppeteer: puppeteerCore,
      launchOptions: {
        browser: 'firefox',
        executablePath: FIREFOX,
        headless: true,
        extraPrefsFirefox: {'media.autoplay.default': 0, 'media.autoplay.blocking_policy': 0},
      },
    }),
  webkit: webkitLauncher,
};

// WTR_BROWSERS=webkit (or chromium,firefox) chooses engines; else every engine in CI, and
// elsewhere the engines this machine has (scripts/check-browsers.js says which it skips).
const here = enginesHere();
const wanted = process.env.WTR_BROWSERS?.split(',') ?? (inCi() ? [...ENGINES] : here.present);
if (!process.env.WTR_BROWSERS && !inCi() && here.skipped.length > 0) {
  console.warn(['Browser tests skipped:', ...skippedLines(here.skipped)].join('\n'));
}
const unknown = wanted.filter((name) => !(name in launchers));
if (unknown.length > 0) {
  throw new Error(
    `WTR_BROWSERS names ${unknown.join(', ')}; the test browsers are ${Object.keys(launchers).join(', ')}.`,
  );
}
// A browser asked for (or any, in CI) that is missing is a failure naming the fix, never a
// silently smaller matrix.
const missing = missingNeeds().filter((need) => wanted.includes(need.browser));
if (missing.length > 0) {
  throw new Error(
    `The browser tests need ${missing.map((need) => need.what).join(', ')}, not installed here.\n` +
      'Install them with:  npm run setup:browsers',
  );
}
const browsers = wanted.map((name) => launchers[name]());
/** A launcher's name in WTR_BROWSERS. */
const browserName = (launcher) => wanted[browsers.indexOf(launcher)];

const standIns = await startStandIns({servicePort: 0, mediaPort: 0, apiKey: API_KEY});
/** The quality events the players' beacons brought to the proxy, for `/__beacons.json`. */
const beacons = [];
const proxy = createVideoProxy({
  upstream: standIns.serviceUrl,
  apiKey: API_KEY,
  basePath: PROXY_PATH,
  beacon: {log: (events) => beacons.push(...events)},
});

/** The real stand-in service, delivery host and proxy, shared with the tests via `/__stand-in.json`. */
const standInPlugin = {
  name: 'stand-in',
  serve(context) {
    if (context.path === '/__beacons.json') return {body: JSON.stringify(beacons), type: 'json'};
    if (context.path !== '/__stand-in.json') return undefined;
    const {serviceUrl, mediaUrl} = standIns;
    return {
      body: JSON.stringify({serviceUrl, mediaUrl, apiKey: API_KEY, proxyPath: PROXY_PATH}),
      type: 'json',
    };
  },
  serverStop: () => standIns.close(),
};

export default {
  files: [
    'test/{data,playback,internal,video-carousel,video-player,video-transcript,e2e,frameworks,a11y}/**/*.test.{ts,tsx}',
  ],
  nodeResolve: {exportConditions: ['browser', 'development']},
  browsers,
  // The browsers run side by side, each one test file at a time (media tests share the CPU).
  concurrentBrowsers: 3,
  concurrency: 1,
  reporters: [
    defaultReporter(),
    slowestFilesReporter(),
    failuresReporter(),
    // A file whose page never reported, named with the test it waited in. WTR_HUNG_REPORT is set
    // by test/runner/run.js and scripts/test-under-load.js, which read what hung from it.
    hungFilesReporter({browserName, report: process.env.WTR_HUNG_REPORT}),
  ],
  // Each page tells the runner which test it is in (test/runner/progress-page.js), before the
  // test framework runs.
  testRunnerHtml: (framework) =>
    '<!DOCTYPE html><html><head></head><body>' +
    '<script type="module" src="/test/runner/progress-page.js"></script>' +
    `<script type="module" src="${framework}"></script></body></html>`,
  testFramework: {config: {timeout: 20000}},
  // Opening a file's page. WebKit's may take two tries of three commands of up to 30 s each (a
  // new browser after a failed first: test/runner/webkit-launcher.js), all within this bound,
  // so that the runner never opens the next file while the launcher still opens this one.
  browserStartTimeout: 200000,
  // A file's page that has not reported by then hung. It outlasts the longest test's own bound
  // (leak.test.ts, 360 s), so that a test still under way fails by its own, with its name, and
  // only a page that stopped is reported as hung.
  testsFinishTimeout: 400000,
  middleware: [
    failingModules,
    // A language's file is imported by its name, `./lang/${tag}.js` (src/i18n/language-controller.ts),
    // which the source has as TypeScript: the esbuild plugin resolves only imports it can read.
    (ctx, next) => {
      ctx.url = ctx.url.replace(/^(\/src\/i18n\/lang\/[\w-]+)\.js(?=\?|$)/, '$1.ts');
      return next();
    },
    // The proxy on the test server's own origin: the widgets' proxy mode, as a page uses it.
    async (ctx, next) => {
      if (!ctx.path.startsWith(`${PROXY_PATH}/`)) return next();
      const post = ctx.method === 'POST';
      const response = await proxy(
        new Request(ctx.href, {
          method: ctx.method,
          headers: ctx.headers,
          // A beacon's body, streamed as it comes (the route reads 16 KiB at most).
          body: post ? Readable.toWeb(ctx.req) : undefined,
          duplex: post ? 'half' : undefined,
        }),
      );
      ctx.status = response.status;
      ctx.set(Object.fromEntries(response.headers));
      ctx.body = Buffer.from(await response.arrayBuffer());
      return undefined;
    },
  ],
  plugins: [
    esbuildPlugin({ts: true, tsx: true, target: 'es2022', tsconfig: 'tsconfig.json'}),
    standInPlugin,
    e2ePages({mediaUrl: standIns.mediaUrl}),
    frameworks(),
    browserCommands(),
    testProgress(),
    screenshots(),
  ],
};
