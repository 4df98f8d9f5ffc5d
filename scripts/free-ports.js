// Loopback ports for servers started in a child process that takes its port as an argument (the
// demo server, WebKitWebDriver, PHP's server, redis-server). A port the kernel picks (listen on
// port 0) comes from the range it also hands to every other socket's listen(0) and to outgoing
// connections: between our closing it and the child binding it, another test's socket can take
// it (the demo server's test once failed so, EADDRINUSE). These come from below that range, where
// only a bind to that very port takes one.
import {once} from 'node:events';
import {readFileSync} from 'node:fs';
import {createServer} from 'node:net';

/** Where the ports are chosen from: here up to the kernel's own range. */
const LOWEST = 20000;
/** Ports tried before giving up (each one in use by another program is passed over). */
const TRIES = 100;

/** The lowest port of the kernel's own range: Linux's setting, else IANA's (macOS's too). */
function kernelRangeStart() {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/);
    return Number(low);
  } catch {
    return 49152;
  }
}

/**
 * A server listening on `port` of 127.0.0.1 (0: one the kernel picks), or undefined where the
 * port is taken.
 * @param {number} port
 */
async function hold(port) {
  const server = createServer().listen(port, '127.0.0.1');
  try {
    await once(server, 'listening');
    return server;
  } catch {
    return undefined;
  }
}

/**
 * `count` distinct ports nothing listens on, below the kernel's own range (from it, as listen(0)
 * picks them, where a system leaves less than a thousand ports below it).
 * @param {number} count
 * @returns {Promise<number[]>}
 */
export async function freePorts(count) {
  const room = kernelRangeStart() - LOWEST;
  /** @type {import('node:net').Server[]} */
  const held = [];
  try {
    for (let tries = 0; held.length < count; tries++) {
      if (tries === TRIES) throw new Error(`no free port found in ${TRIES} tries`);
      const server = await hold(room > 1000 ? LOWEST + Math.floor(Math.random() * room) : 0);
      if (server) held.push(server);
    }
    return held.map(
      (server) => /** @type {import('node:net').AddressInfo} */ (server.address()).port,
    );
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}
