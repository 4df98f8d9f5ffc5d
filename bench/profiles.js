// The profiles every start-up, page-load and thumbnails figure is taken on (issue 38): a desktop
// CPU on loopback and on a 40 ms / 20 Mbit/s link, and a mid-range phone (the CPU slowed 4×)
// on that link and on Lighthouse's mobile one (150 ms, 1.6 Mbit/s down, 750 kbit/s up).
// Both through the DevTools protocol: the link with `Network.emulateNetworkConditions`, which
// delays each answer rather than each packet (no TCP slow start, so its figures are a floor for
// such a link); the CPU with `Emulation.setCPUThrottlingRate`, which slows the page's renderer
// (its main thread and workers), not the browser's network or GPU processes.
//
// API for the bench's measurements: `PROFILES` (name → profile), `PHONE_PROFILES` (the names of
// those with a slowed CPU), `selectProfiles(ids)` (the ones a run asks for, by their short ids)
// and `withPage(browser, measure, {profile})` in bench/browser.js, which applies one to a fresh
// page before `measure` runs.

/** @typedef {{latency: number, downloadThroughput: number, uploadThroughput: number}} Conditions */
/**
 * @typedef {{id: string, network: Conditions | undefined, cpuSlowdown: number, touch?: boolean}} Profile
 *   `id`: its name on the command line (`--profile`); `network`: none is loopback as it is;
 *   `cpuSlowdown`: 1 is this machine's CPU as it is; `touch`: a touch screen is the main pointer
 *   (`pointer: coarse`, which the player's engine choice reads), as on a phone
 */

/** @type {Conditions} */
const LINK_40_MS = {latency: 40, downloadThroughput: 2.5e6, uploadThroughput: 2.5e6};
/** Lighthouse's mobile throttling: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up. */
/** @type {Conditions} */
const LINK_150_MS = {latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750};
const PHONE_CPU = 4;

/** @type {Readonly<Record<string, Profile>>} */
export const PROFILES = Object.freeze({
  loopback: {id: 'loopback', network: undefined, cpuSlowdown: 1},
  '40 ms, 20 Mbit/s': {id: 'desktop-40', network: LINK_40_MS, cpuSlowdown: 1},
  'phone, 40 ms, 20 Mbit/s': {
    id: 'phone-40',
    network: LINK_40_MS,
    cpuSlowdown: PHONE_CPU,
    touch: true,
  },
  'phone, 150 ms, 1.6 Mbit/s': {
    id: 'phone-150',
    network: LINK_150_MS,
    cpuSlowdown: PHONE_CPU,
    touch: true,
  },
});

/** The names of the profiles with a slowed CPU. */
export const PHONE_PROFILES = Object.freeze(
  Object.keys(PROFILES).filter((name) => PROFILES[name].cpuSlowdown > 1),
);

/**
 * The profiles with these ids, in the bench's order; every one for none.
 * @param {string[]} ids
 * @returns {Readonly<Record<string, Profile>>}
 */
export function selectProfiles(ids) {
  const known = Object.values(PROFILES).map((profile) => profile.id);
  const unknown = ids.filter((id) => !known.includes(id));
  if (unknown.length > 0) {
    throw new Error(
      `bench: no profile ${unknown.join(', ')}; the profiles are ${known.join(', ')}.`,
    );
  }
  return Object.freeze(
    Object.fromEntries(
      Object.entries(PROFILES).filter(([, {id}]) => ids.length === 0 || ids.includes(id)),
    ),
  );
}

/**
 * Applies `profile` to everything `page` runs and fetches from now on.
 * @param {import('playwright-core').Page} page
 * @param {Profile | undefined} profile
 */
export async function applyProfile(page, profile) {
  if (!profile) return;
  const session = await page.context().newCDPSession(page);
  if (profile.network) {
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', {offline: false, ...profile.network});
  }
  if (profile.cpuSlowdown > 1) {
    await session.send('Emulation.setCPUThrottlingRate', {rate: profile.cpuSlowdown});
  }
}
