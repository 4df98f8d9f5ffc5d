// What the test suite needs from the operating system, and which Debian/Ubuntu package gives it.
// `npm run setup:browsers` installs what is missing; `npm test` starts by naming it.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';

const hasLibrary = (name) => {
  try {
    return execFileSync('ldconfig', ['-p'], {encoding: 'utf8'}).includes(`${name}.so`);
  } catch {
    return false;
  }
};

/**
 * @typedef {object} Need
 * @property {string} what  shown to the user
 * @property {() => boolean} present
 * @property {string[]} packages  apt package names; `libavcodec*` is resolved to the release's own
 */

/** @type {Need[]} */
export const needs = [
  {what: 'Chromium', present: () => existsSync('/usr/bin/chromium'), packages: ['chromium']},
  {
    what: 'Firefox ESR',
    present: () => existsSync('/usr/bin/firefox-esr'),
    packages: ['firefox-esr'],
  },
  // Firefox decodes H.264/AAC through the system's libavcodec.
  {
    what: 'H.264/AAC decoding for Firefox',
    present: () => hasLibrary('libavcodec'),
    packages: ['libavcodec*'],
  },
  // The proxy's shared-store tests start a real Redis.
  {
    what: 'redis-server',
    present: () => existsSync('/usr/bin/redis-server'),
    packages: ['redis-server'],
  },
];

/** @returns {Need[]} */
export const missingNeeds = () => needs.filter((need) => !need.present());
