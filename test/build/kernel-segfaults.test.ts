// The launcher's reading of the kernel's log for a WebKit web process that crashed
// (test/runner/kernel-segfaults.js), on the lines fresh-clone and CI runs of 2026-12-06 and 07
// left there.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {segfaultsSince} from '../runner/kernel-segfaults.js';

const LOG = `[40012.500001] traps: eadedCompositor[30859] general protection fault ip:7f93aaae01fc sp:7f93a8bfe1f8 error:0 in swrast_dri.so[6e01fc,7f93aa490000+104a000]
[41602.310000] audit: type=1400 audit(1765045800.1:12): apparmor="DENIED"
[41661.061770] webkitmediasrc2[9188]: segfault at 7f5aa8222 ip 00007f5b121931e7 sp 00007f5a6620a8e8 error 6 in libglib-2.0.so.0.7400.6[a91e7,7f5b12107000+8d000] likely on CPU 1 (core 1, socket 0)
[41661.061790] Code: 48 8b 45 00 48 85 c0 74 0c`;

describe('segfaultsSince', () => {
  it('gives the segfaults logged since the file’s page opened, without their time', () => {
    assert.deepEqual(segfaultsSince(LOG, 41600), [
      'webkitmediasrc2[9188]: segfault at 7f5aa8222 ip 00007f5b121931e7 sp 00007f5a6620a8e8 error 6 in libglib-2.0.so.0.7400.6[a91e7,7f5b12107000+8d000] likely on CPU 1 (core 1, socket 0)',
    ]);
  });

  it('gives a general protection fault too (a thread ended by SIGSEGV all the same)', () => {
    assert.deepEqual(segfaultsSince(LOG, 40000), [
      'traps: eadedCompositor[30859] general protection fault ip:7f93aaae01fc sp:7f93a8bfe1f8 error:0 in swrast_dri.so[6e01fc,7f93aa490000+104a000]',
      'webkitmediasrc2[9188]: segfault at 7f5aa8222 ip 00007f5b121931e7 sp 00007f5a6620a8e8 error 6 in libglib-2.0.so.0.7400.6[a91e7,7f5b12107000+8d000] likely on CPU 1 (core 1, socket 0)',
    ]);
  });

  it('gives none logged before, and no other lines', () => {
    assert.deepEqual(segfaultsSince(LOG, 41700), []);
    assert.deepEqual(segfaultsSince(LOG.split('\n').slice(1, 2).join('\n'), 0), []);
  });
});
