// The ports given to servers a test starts in a child process (scripts/free-ports.js): free, and
// below the range the kernel hands to listen(0) and outgoing connections.
import assert from 'node:assert/strict';
import {once} from 'node:events';
import {readFileSync} from 'node:fs';
import {createServer, type AddressInfo} from 'node:net';
import {describe, it, mock} from 'node:test';
import {freePorts} from '../../scripts/free-ports.js';

const KERNEL_RANGE_START = Number(
  readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0],
);

/** Listens on `port` of 127.0.0.1 (0: one the kernel picks). */
async function listen(port: number) {
  const server = createServer().listen(port, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

describe('freePorts', () => {
  it('gives distinct ports below the kernel’s own range, each free to listen on', async () => {
    const ports = await freePorts(5);
    assert.equal(new Set(ports).size, 5);
    for (const port of ports) {
      assert.ok(port >= 20000 && port < KERNEL_RANGE_START, `${port}`);
      (await listen(port)).close();
    }
  });

  it('passes over a port something listens on', async () => {
    const taken = await listen(20000 + 4321);
    // The taken port's draw, then the next port's once, then the taken port's for ever.
    const random = mock.method(Math, 'random', () => 4321 / (KERNEL_RANGE_START - 20000));
    random.mock.mockImplementationOnce(() => 4322.5 / (KERNEL_RANGE_START - 20000), 1);
    try {
      assert.deepEqual(await freePorts(1), [20000 + 4322]);
      await assert.rejects(freePorts(1), /no free port found in 100 tries/);
    } finally {
      random.mock.restore();
      taken.close();
    }
  });

  it('stands on the kernel picking listen(0)’s ports from its own range', async () => {
    const picked = await Promise.all(Array.from({length: 50}, () => listen(0)));
    try {
      for (const server of picked) {
        assert.ok((server.address() as AddressInfo).port >= KERNEL_RANGE_START);
      }
    } finally {
      picked.forEach((server) => server.close());
    }
  });
});
