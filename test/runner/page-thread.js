// Where a web process's page thread (gdb's "Thread 1") stood when its page stopped answering,
// read from `thread apply all bt`: the launcher says it in the failure (docs/browsers.md).

/**
 * @param {string} backtraces  gdb's output for one process
 * @returns {'gstreamer' | 'idle' | 'busy' | undefined}  in GStreamer's code (WebKitGTK's
 *   deadlock), waiting in its main loop for work, elsewhere; undefined without a Thread 1
 */
export function pageThreadState(backtraces) {
  const start = backtraces.search(/^Thread 1 \(/m);
  if (start === -1) return undefined;
  const frames = backtraces.slice(start).split('\n\n', 1)[0].split('\n').slice(1);
  if (frames.some((frame) => frame.includes('libgst'))) return 'gstreamer';
  // A main loop polling for its next event: frame #0 in poll, #1–#2 in GLib's loop.
  return /\bpoll\b/.test(frames[0] ?? '') && frames.slice(1, 3).some((f) => f.includes('glib'))
    ? 'idle'
    : 'busy';
}
