// What the test suite needs from the operating system, where a machine may already have it, and
// which package gives it. `npm run setup:browsers` installs what is missing where it can (apt on
// Debian and Ubuntu) and names the rest; `npm test` runs the engines present and says which it
// skips and why, except in CI (`CI` set), where every engine must be there.
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {delimiter, join} from 'node:path';

const hasLibrary = (name) => {
  try {
    return execFileSync('ldconfig', ['-p'], {encoding: 'utf8'}).includes(`${name}.so`);
  } catch {
    return false;
  }
};

const hasPhpModule = (name) => {
  try {
    return execFileSync('php', ['-m'], {encoding: 'utf8'}).split('\n').includes(name);
  } catch {
    return false;
  }
};

// Debian keeps libraries under its multiarch triplet (x86_64-linux-gnu, aarch64-linux-gnu, ...).
const multiarchFile = (relative) =>
  (existsSync('/usr/lib') ? readdirSync('/usr/lib') : [])
    .filter((entry) => entry.endsWith('-linux-gnu'))
    .map((triplet) => `/usr/lib/${triplet}/${relative}`)
    .find((path) => existsSync(path));

/** A program of that name on the PATH, else undefined. */
const onPath = (name) =>
  (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((folder) => join(folder, name))
    .find((path) => existsSync(path));

/** The first of `paths` that exists, else the first (named in messages). */
const firstOf = (...paths) => paths.find((path) => existsSync(path)) ?? paths[0];

/**
 * The machine's distribution, from /etc/os-release: `debian`, `ubuntu` (and those like them), or
 * undefined (macOS, another Linux): what `setup:browsers` can install with.
 */
export const distribution = () => {
  if (!existsSync('/etc/os-release')) return undefined;
  const release = readFileSync('/etc/os-release', 'utf8');
  const field = (name) => new RegExp(`^${name}="?([^"\n]*)`, 'm').exec(release)?.[1] ?? '';
  const ids = [field('ID'), ...field('ID_LIKE').split(' ')];
  return ids.includes('ubuntu') ? 'ubuntu' : ids.includes('debian') ? 'debian' : undefined;
};

/** How the tests start Chromium: no sandbox (root), no GPU, no calls home, media may autoplay. */
export const CHROMIUM_TEST_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--autoplay-policy=no-user-gesture-required',
];

// Chromium or Chrome, wherever the machine has one: Debian's package, Ubuntu's snap, Google's
// package, macOS's applications folder.
export const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  firstOf(
    '/usr/bin/chromium',
    '/snap/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/google-chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  );
// Firefox ESR (Debian) or Firefox (Ubuntu's snap, Mozilla's package, macOS).
export const FIREFOX =
  process.env.FIREFOX_PATH ??
  firstOf(
    '/usr/bin/firefox-esr',
    '/snap/bin/firefox',
    '/usr/bin/firefox',
    '/Applications/Firefox.app/Contents/MacOS/firefox',
  );

/** WebKitGTK's MiniBrowser: the Safari engine, driven by WebKitWebDriver (Linux only). */
export const miniBrowserPath = () => multiarchFile('webkit2gtk-4.1/MiniBrowser');
export const WEBKIT_DRIVER = onPath('WebKitWebDriver') ?? '/usr/bin/WebKitWebDriver';
export const XVFB = onPath('Xvfb') ?? '/usr/bin/Xvfb';

/**
 * @typedef {object} Need
 * @property {string} what  shown to the user
 * @property {'chromium' | 'firefox' | 'webkit'} [browser]  the test browser that needs it (none: a Node test)
 * @property {() => boolean} present
 * @property {string[]} packages  apt package names; `libavcodec*` is resolved to the release's own
 * @property {string[]} [ubuntu]  Ubuntu's names where they differ (its browsers come as snaps)
 * @property {string} [elsewhere]  what to install on a machine without apt (macOS, another Linux)
 */

/** @type {Need[]} */
export const needs = [
  {
    what: 'Chrome or Chromium',
    browser: 'chromium',
    present: () => existsSync(CHROMIUM),
    packages: ['chromium'],
    ubuntu: ['chromium-browser'],
    elsewhere: 'Chrome or Chromium (or set CHROMIUM_PATH to its executable)',
  },
  {
    what: 'Firefox',
    browser: 'firefox',
    present: () => existsSync(FIREFOX),
    packages: ['firefox-esr'],
    ubuntu: ['firefox'],
    elsewhere: 'Firefox (or set FIREFOX_PATH to its executable)',
  },
  // Firefox decodes H.264/AAC through the system's libavcodec.
  {
    what: 'H.264/AAC decoding for Firefox',
    browser: 'firefox',
    // macOS's Firefox decodes them itself.
    present: () => process.platform === 'darwin' || hasLibrary('libavcodec'),
    packages: ['libavcodec*'],
    elsewhere: "FFmpeg's libavcodec",
  },
  {
    what: 'WebKit (MiniBrowser and WebKitWebDriver)',
    browser: 'webkit',
    present: () => existsSync(WEBKIT_DRIVER) && miniBrowserPath() !== undefined,
    packages: ['webkit2gtk-driver', 'libwebkit2gtk-4.1-0'],
    elsewhere:
      "WebKitGTK 4.1 with its MiniBrowser and WebKitWebDriver (Linux; on macOS the suite has no WebKit launcher: Safari's safaridriver is not wired in)",
  },
  // WebKitGTK has no headless mode: it draws on a virtual X display the test config starts.
  {
    what: 'Xvfb',
    browser: 'webkit',
    present: () => existsSync(XVFB),
    packages: ['xvfb', 'xauth'],
    elsewhere: 'Xvfb and xauth',
  },
  // WebKitGTK plays media through GStreamer: demuxers, H.264/AAC decoders (libav), GL upload.
  {
    what: 'GStreamer media plugins for WebKit',
    browser: 'webkit',
    present: () =>
      ['libgstplayback', 'libgstisomp4', 'libgsthls', 'libgstlibav', 'libgstopengl']
        .map((name) => `gstreamer-1.0/${name}.so`)
        .concat('dri/swrast_dri.so')
        .every((file) => multiarchFile(file) !== undefined),
    packages: [
      'gstreamer1.0-plugins-base',
      'gstreamer1.0-plugins-good',
      'gstreamer1.0-plugins-bad',
      'gstreamer1.0-libav',
      'gstreamer1.0-gl',
      'libgl1-mesa-dri',
    ],
    elsewhere:
      "GStreamer 1.0 with its base, good, bad, libav and GL plugins, and Mesa's DRI drivers",
  },
  // The proxy's shared-store tests start a real Redis.
  {
    what: 'redis-server',
    present: () => onPath('redis-server') !== undefined || existsSync('/usr/bin/redis-server'),
    packages: ['redis-server'],
    elsewhere: 'Redis (redis-server on the PATH)',
  },
  // The WordPress plugin's tests (test/wordpress/) run Debian's WordPress with PHP's built-in
  // server and a MariaDB of their own; a classic theme whose <main> has the id "main".
  {
    what: 'WordPress, PHP and MariaDB',
    present: () =>
      [
        '/usr/share/wordpress/wp-settings.php',
        '/usr/share/wordpress/wp-content/themes/twentytwentyone/style.css',
        '/usr/bin/php',
        '/usr/bin/mariadb-install-db',
        '/usr/sbin/mariadbd',
      ].every((path) => existsSync(path)) && hasPhpModule('mysqli'),
    packages: [
      'wordpress',
      'wordpress-theme-twentytwentyone',
      'php-cli',
      'php-mysql',
      'mariadb-server',
    ],
    elsewhere:
      "Debian's WordPress layout (/usr/share/wordpress) with PHP and MariaDB: the plugin's tests need a Debian or Ubuntu machine or container",
  },
  {
    what: 'PHP_CodeSniffer',
    present: () => existsSync('/usr/bin/phpcs'),
    packages: ['php-codesniffer'],
    elsewhere: 'PHP_CodeSniffer (phpcs at /usr/bin/phpcs)',
  },
];

/** @returns {Need[]} */
export const missingNeeds = () => needs.filter((need) => !need.present());

/** The engines of the browser tests. */
export const ENGINES = /** @type {const} */ (['chromium', 'firefox', 'webkit']);

/** CI runs every engine: a missing one fails the run rather than shrinking it. */
export const inCi = () => Boolean(process.env.CI) && process.env.CI !== 'false';

/**
 * The engines this machine can run, and each one it cannot with what it lacks.
 * @returns {{present: string[], skipped: {browser: string, lacks: string[]}[]}}
 */
export function enginesHere() {
  const missing = missingNeeds();
  const lacks = (browser) =>
    missing.filter((need) => need.browser === browser).map((need) => need.what);
  return {
    present: ENGINES.filter((browser) => lacks(browser).length === 0),
    skipped: ENGINES.filter((browser) => lacks(browser).length > 0).map((browser) => ({
      browser,
      lacks: lacks(browser),
    })),
  };
}

/** One line per skipped engine, saying what it lacks. */
export const skippedLines = (skipped) =>
  skipped.map(
    ({browser, lacks}) => `  ${browser}: skipped, this machine lacks ${lacks.join(', ')}`,
  );
