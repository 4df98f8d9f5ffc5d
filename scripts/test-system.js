// What the test suite needs from the operating system, and which Debian/Ubuntu package gives it.
// `npm run setup:browsers` installs what is missing; `npm test` starts by naming it.
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';

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
  readdirSync('/usr/lib')
    .filter((entry) => entry.endsWith('-linux-gnu'))
    .map((triplet) => `/usr/lib/${triplet}/${relative}`)
    .find((path) => existsSync(path));

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** WebKitGTK's MiniBrowser: the Safari engine, driven by WebKitWebDriver. */
export const miniBrowserPath = () => multiarchFile('webkit2gtk-4.1/MiniBrowser');
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const XVFB = '/usr/bin/Xvfb';

/**
 * @typedef {object} Need
 * @property {string} what  shown to the user
 * @property {'chromium' | 'firefox' | 'webkit'} [browser]  the test browser that needs it (none: a Node test)
 * @property {() => boolean} present
 * @property {string[]} packages  apt package names; `libavcodec*` is resolved to the release's own
 */

/** @type {Need[]} */
export const needs = [
  {
    what: 'Chromium',
    browser: 'chromium',
    present: () => existsSync(CHROMIUM),
    packages: ['chromium'],
  },
  {
    what: 'Firefox ESR',
    browser: 'firefox',
    present: () => existsSync(FIREFOX),
    packages: ['firefox-esr'],
  },
  // Firefox decodes H.264/AAC through the system's libavcodec.
  {
    what: 'H.264/AAC decoding for Firefox',
    browser: 'firefox',
    present: () => hasLibrary('libavcodec'),
    packages: ['libavcodec*'],
  },
  {
    what: 'WebKit (MiniBrowser and WebKitWebDriver)',
    browser: 'webkit',
    present: () => existsSync(WEBKIT_DRIVER) && miniBrowserPath() !== undefined,
    packages: ['webkit2gtk-driver', 'libwebkit2gtk-4.1-0'],
  },
  // WebKitGTK has no headless mode: it draws on a virtual X display the test config starts.
  {what: 'Xvfb', browser: 'webkit', present: () => existsSync(XVFB), packages: ['xvfb', 'xauth']},
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
  },
  // The proxy's shared-store tests start a real Redis.
  {
    what: 'redis-server',
    present: () => existsSync('/usr/bin/redis-server'),
    packages: ['redis-server'],
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
  },
  {
    what: 'PHP_CodeSniffer',
    present: () => existsSync('/usr/bin/phpcs'),
    packages: ['php-codesniffer'],
  },
];

/** @returns {Need[]} */
export const missingNeeds = () => needs.filter((need) => !need.present());
