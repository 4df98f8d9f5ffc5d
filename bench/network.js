// The two networks every start-up figure is taken on: loopback as it is, and a link emulated
// through the Chrome DevTools Protocol (40 ms added to each request, 20 Mbit/s both ways).
// Chromium's emulation delays each answer rather than each packet: no TCP slow start, so the
// emulated figures are a floor for such a link.

/** @typedef {{latency: number, downloadThroughput: number, uploadThroughput: number}} Conditions */

/** @type {Readonly<Record<string, Conditions | undefined>>} name → conditions (none: as is) */
export const NETWORKS = Object.freeze({
  loopback: undefined,
  '40 ms RTT, 20 Mbit/s': {latency: 40, downloadThroughput: 2.5e6, uploadThroughput: 2.5e6},
});

/**
 * Applies `conditions` to everything `page` fetches from now on.
 * @param {import('playwright-core').Page} page
 * @param {Conditions | undefined} conditions
 */
export async function emulateNetwork(page, conditions) {
  if (!conditions) return;
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {offline: false, ...conditions});
}
