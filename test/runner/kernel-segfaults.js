// The segfaults the kernel logged while a test file ran: how WebKit's launcher tells a web process
// that crashed (WebKitGTK's MediaSource streaming threads, in GLib; its compositor thread, in
// Mesa: docs/browsers.md) from a page that hung, both of which end its WebDriver session. The
// kernel logs a bad address as "segfault at", a bad access of another kind as "general protection
// fault"; both end the process with SIGSEGV.
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';

/** Seconds since boot, the clock of the kernel's log. */
export const uptime = () => Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]);

/**
 * @param {string} log  the kernel's log as `dmesg` prints it (`[seconds since boot] message`)
 * @param {number} since  seconds since boot
 * @returns {string[]}  its segfault messages at or after `since`
 */
export function segfaultsSince(log, since) {
  return log.split('\n').flatMap((line) => {
    const entry =
      /^\[\s*(\d+(?:\.\d+)?)\]\s*(.*\b(?:segfault at|general protection fault)\b.*)$/.exec(line);
    return entry && Number(entry[1]) >= since ? [entry[2]] : [];
  });
}

/** The kernel's segfault messages since `since`; none where its log cannot be read. */
export function kernelSegfaultsSince(since) {
  try {
    const log = execFileSync('dmesg', [], {
      encoding: 'utf8',
      timeout: 10000,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return segfaultsSince(log, since);
  } catch {
    return [];
  }
}
