// The launcher's reading of a stuck WebKit web process's stacks (test/runner/page-thread.js),
// on the shapes of stacks saved by CI runs.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {pageThreadState} from '../runner/page-thread.js';

const other = `Thread 2 (Thread 0x7f2 (LWP 25217) "EventDispatcher"):
#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
#1  0x00007f2da239331f in g_cond_wait () from /lib/x86_64-linux-gnu/libglib-2.0.so.0
#2  0x00007f2da17d96ec in ?? () from /lib/x86_64-linux-gnu/libgstreamer-1.0.so.0
`;

const pageThread = (frames: string[]) =>
  `${other}\nThread 1 (Thread 0x7f2d (LWP 25197) "WebKitWebProces"):\n${frames.join('\n')}\n`;

describe('pageThreadState', () => {
  it('says GStreamer when the page thread waits in its code (the deadlock)', () => {
    const stacks = pageThread([
      '#0  syscall () at ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38',
      '#1  0x00007f2da239331f in g_cond_wait () from /lib/x86_64-linux-gnu/libglib-2.0.so.0',
      '#6  0x00007f2da17ab0a6 in gst_pad_push_event () from /lib/x86_64-linux-gnu/libgstreamer-1.0.so.0',
      '#75 0x00007f2da1782ad7 in gst_element_send_event () from /lib/x86_64-linux-gnu/libgstreamer-1.0.so.0',
      '#88 0x00007f2da233ec5f in g_main_loop_run () from /lib/x86_64-linux-gnu/libglib-2.0.so.0',
    ]);
    assert.equal(pageThreadState(stacks), 'gstreamer');
  });

  it('says idle when the page thread polls in its main loop, whatever other threads do', () => {
    const stacks = pageThread([
      '#0  0x00007fe9dec3a26f in __GI___poll (fds=0x5595, nfds=3, timeout=100) at ../sysdeps/unix/sysv/linux/poll.c:29',
      '#1  0x00007fe9df13e91e in ?? () from /lib/x86_64-linux-gnu/libglib-2.0.so.0',
      '#2  0x00007fe9df13ec5f in g_main_loop_run () from /lib/x86_64-linux-gnu/libglib-2.0.so.0',
      '#3  0x00007fe9e3139931 in WTF::RunLoop::run() () from /lib/x86_64-linux-gnu/libjavascriptcoregtk-4.1.so.0',
    ]);
    assert.equal(pageThreadState(stacks), 'idle');
  });

  it('says busy when the page thread runs other code', () => {
    const stacks = pageThread([
      '#0  0x00007f35 in ?? () from /lib/x86_64-linux-gnu/libjavascriptcoregtk-4.1.so.0',
      '#1  0x00007f36 in ?? () from /lib/x86_64-linux-gnu/libwebkit2gtk-4.1.so.0',
    ]);
    assert.equal(pageThreadState(stacks), 'busy');
  });

  it('says nothing of output without a page thread (gdb could not attach)', () => {
    assert.equal(pageThreadState('gdb -p 123: Command failed'), undefined);
  });
});
