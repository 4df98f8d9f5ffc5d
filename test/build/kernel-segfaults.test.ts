// The launcher's reading of the kernel's log for a WebKit web process that crashed
// (test/runner/kernel-segfaults.js), on the lines a fresh-clone run of 2026-12-06 left there.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {segfaultsSince} from '../runner/kernel-segfaults.js';

const LOG = `[40012.500001] traps: node[1234] general protection fault ip:55 sp:7ff error:0
[41602.310000] audit: type=1400 audit(1765045800.1:12): apparmor="DENIED"
[41661.061770] webkitmediasrc2[9188]: segfault at 7f5aa8222 ip 00007f5b121931e7 sp 00007f5a6620a8e8 error 6 in libglib-2.0.so.0.7400.6[a91e7,7f5b12107000+8d000] likely on CPU 1 (core 1, socket 0)
[41661.061790] Code: 48 8b 45 00 48 85 c0 74 0c`;

describe('segfaultsSince', () => {
  it('gives the segfaults logged since the file’s page opened, without their time', () => {
    assert.deepEqual(segfaultsSince(LOG, 41600), [
      'webkitmediasrc2[9188]: segfault at 7f5aa8222 ip 00007f5b121931e7 sp 00007f5a6620a8e8 error 6 in libglib-2.0.so.0.7400.6[a91e7,7f5b12107000+8d000] likely on CPU 1 (core 1, socket 0)',
    ]);
  });

  it('gives none logged before, and none for other faults', () => {
    assert.deepEqual(segfaultsSince(LOG, 41700), []);
    assert.deepEqual(segfaultsSince(LOG.split('\n').slice(0, 2).join('\n'), 0), []);
  });
});
