// WebKit (Safari's engine) for @web/test-runner: WebKitGTK's MiniBrowser on a private Xvfb
// display, driven over WebDriver by WebKitWebDriver. Both servers live exactly as long as the run.
import {execFileSync, spawn} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {WebdriverLauncher} from '@web/test-runner-webdriver';
import {freePorts} from '../../scripts/free-ports.js';
import {miniBrowserPath, WEBKIT_DRIVER, XVFB} from '../../scripts/test-system.js';
import {kernelSegfaultsSince, uptime} from './kernel-segfaults.js';
import {pageThreadState} from './page-thread.js';

const START_TIMEOUT = 30000;
/** The longest one WebDriver command may take (opening a page returns as the load starts). */
const COMMAND_TIMEOUT = 30000;
/** How long a finished page may take to hand over its results before its web process is ended. */
const STOP_TIMEOUT = 20000;
/** The start of the error of a page that did not answer then (test/runner/hung-files-reporter.js). */
export const STUCK_PAGE = "WebKit's page did not answer";

/**
 * What went wrong opening each session's page at the first try, and what followed: opened again
 * in a new browser, or left to run (test/runner/hung-files-reporter.js).
 */
export const openTroubles = new Map();

/** Servers still running, killed on any way out of the process (failure included). */
const running = new Set();
const killAll = () => {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
};
process.once('exit', killAll);
// Node's default SIGTERM handling skips 'exit' handlers, which would orphan the servers.
process.once('SIGTERM', () => {
  killAll();
  process.exit(143);
});

/** Starts `command`; a server that dies is taken off the kill list. */
function startServer(command, args, options) {
  const child = spawn(command, args, options);
  running.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  exited.then(() => running.delete(child));
  const lastWords = () => (stderr ? `:\n${stderr}` : '');
  const failure = (what) => new Error(`${command} ${what}${lastWords()}`);
  return {child, exited, failure, lastWords};
}

/** Stops a server and waits until it is gone. */
async function stopServer(server) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const killed = setTimeout(() => server.child.kill('SIGKILL'), 5000);
  await server.exited;
  clearTimeout(killed);
}

/** Rejects after START_TIMEOUT, or when the server exits first. */
function startWatch(server, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(server.failure(`did not ${what} within 30 s`)), START_TIMEOUT);
  });
  const died = server.exited.then((code) => {
    throw server.failure(`exited (${code}) before it could ${what}`);
  });
  died.catch(() => {}); // Only the race reports it: a server stopped later is no failure.
  return {
    race: (promise) => Promise.race([promise, timeout, died]),
    done: () => clearTimeout(timer),
  };
}

/** Xvfb picks a free display itself and writes its number to fd 3. */
async function startXvfb() {
  const server = startServer(
    XVFB,
    ['-displayfd', '3', '-nolisten', 'tcp', '-screen', '0', '1280x1024x24'],
    {stdio: ['ignore', 'ignore', 'pipe', 'pipe']},
  );
  const watch = startWatch(server, 'report its display');
  const display = new Promise((resolve) => {
    let text = '';
    server.child.stdio[3].on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
  });
  try {
    return {server, display: await watch.race(display)};
  } finally {
    watch.done();
  }
}

/** The processes below `pid`, with their names (Linux's /proc). */
function descendants(pid) {
  const all = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => {
      try {
        // "pid (name) state ppid …": the name may hold spaces and parentheses.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const close = stat.lastIndexOf(')');
        return {
          pid: Number(entry),
          name: stat.slice(stat.indexOf('(') + 1, close),
          parent: Number(stat.slice(close + 2).split(' ')[1]),
        };
      } catch {
        return undefined; // Gone meanwhile.
      }
    })
    .filter(Boolean);
  const below = new Set([pid]);
  const found = [];
  for (let grown = true; grown;) {
    grown = false;
    for (const candidate of all) {
      if (below.has(candidate.parent) && !below.has(candidate.pid)) {
        below.add(candidate.pid);
        found.push(candidate);
        grown = true;
      }
    }
  }
  return found;
}

/**
 * The error of a session WebKitWebDriver deleted, saying so where the kernel logged a segfault
 * since its page was opened: its web process crashed, it did not hang. WebKitWebDriver says
 * "page crash or hang" when the page's end comes during a command; when it comes between two,
 * the runner hears of it first (the page's connection closes: "the browser disconnected"), and
 * the next command finds an "invalid session id" (a CI run's leak test, 2026-12-07).
 * @param {Error} error  what a WebDriver command of the session failed with
 * @param {number | undefined} since  when its page was opened, in seconds since boot
 * @param {(since: number) => string[]} [segfaultsSince]  the kernel's segfaults since then
 */
export function crashed(error, since, segfaultsSince = kernelSegfaultsSince) {
  if (!/page crash|invalid session id/.test(error.message) || since === undefined) return error;
  const segfaults = segfaultsSince(since);
  if (segfaults.length === 0) return error;
  return new Error(
    `${error.message.split('\n', 1)[0]}; ${WEB_PROCESS_CRASH}; the kernel: ${segfaults.join('; ')}.`,
  );
}

/**
 * Saves every thread's stack of each stuck web process (gdb, where installed) to a file, and
 * returns its path with where each process's page thread stood when it stopped answering.
 */
function saveStacks(processes) {
  if (processes.length === 0) return undefined;
  const stacks = processes.map(({pid}) => {
    try {
      return execFileSync('gdb', ['-batch', '-p', String(pid), '-ex', 'thread apply all bt'], {
        encoding: 'utf8',
        timeout: 60000,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch (error) {
      return `gdb -p ${pid}: ${error.message.split('\n', 1)[0]}`;
    }
  });
  const file = join(mkdtempSync(join(tmpdir(), 'webkit-stuck-')), 'stacks.txt');
  writeFileSync(file, stacks.join('\n\n'));
  return {file, states: stacks.map(pageThreadState)};
}

/**
 * What the error of a stuck page says when its stacks show WebKitGTK's deadlock: the one hang
 * test/runner/run.js runs once more on its own (docs/browsers.md).
 */
export const GSTREAMER_DEADLOCK =
  "its page's thread waited in GStreamer (WebKitGTK's deadlock: docs/browsers.md)";

/**
 * What the error of a page whose web process crashed says when the kernel logged a segfault
 * while its file ran: the other failure of WebKitGTK's that test/runner/run.js runs once more.
 */
export const WEB_PROCESS_CRASH =
  "its web process crashed (a segfault of WebKitGTK's: docs/browsers.md)";

/** What the saved stacks say of the page threads, for the failure's words. */
const PAGE_THREAD = {
  gstreamer: GSTREAMER_DEADLOCK,
  idle: "its page's thread was idle, waiting for work: not GStreamer's deadlock",
  busy: "its page's thread was busy outside GStreamer",
};

/** WebKitWebDriver on a free port (it cannot pick one itself). */
async function startWebDriver(display) {
  const [port] = await freePorts(1);
  const server = startServer(WEBKIT_DRIVER, [`--port=${port}`, '--host=local'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      DISPLAY: display,
      // No sound card on a test machine: GStreamer would otherwise fail to open audio output.
      GST_PLUGIN_FEATURE_RANK: 'fakeaudiosink:MAX',
      // WebKitGTK's own HLS (as Safari has); off by default in GStreamer ports.
      WEBKIT_GST_ENABLE_HLS_SUPPORT: '1',
      // Video frames in system memory, not through GStreamer's GL sink (a software GL here,
      // Xvfb's llvmpipe): a loaded run's page stopped with the GL sink's streaming thread and
      // the page's thread both parked on WebKit's locks (docs/browsers.md).
      WEBKIT_GST_DISABLE_GL_SINK: '1',
    },
  });
  const watch = startWatch(server, `answer on port ${port}`);
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    await watch.race(ready);
    return {server, port};
  } finally {
    watch.done();
  }
}

/** WebdriverLauncher that starts its own display and driver in `initialize` and ends them in `stop`. */
class WebKitLauncher extends WebdriverLauncher {
  constructor() {
    super({
      hostname: '127.0.0.1',
      // A command is never sent twice: a second `url` would reload a page whose tests are running,
      // a second `keys` would type twice. One that takes longer than this failed.
      connectionRetryCount: 0,
      connectionRetryTimeout: COMMAND_TIMEOUT,
      capabilities: {
        browserName: 'MiniBrowser',
        'wdio:enforceWebDriverClassic': true,
        // WebKitWebDriver's `url` otherwise waits for the page's load (an image still coming
        // holds it as long: tried), and two CI runs saw it unanswered for minutes. The runner
        // waits for the page itself (it reports when its tests start and end): no command
        // waits for a load.
        pageLoadStrategy: 'none',
        'webkitgtk:browserOptions': {
          binary: miniBrowserPath(),
          args: ['--automation', '--autoplay-policy=allow'],
        },
      },
    });
    /** When each session's page was opened, in seconds since boot (the kernel log's clock). */
    this.startedAt = new Map();
  }

  async initialize(config, testFiles) {
    const xvfb = await startXvfb();
    this._xvfb = xvfb.server;
    const webDriver = await startWebDriver(xvfb.display);
    this._webDriver = webDriver.server;
    this.options.port = webDriver.port;
    await super.initialize(config, testFiles);
    this.name = 'WebKit';
  }

  /**
   * Opens the test page. The library's own session manager starts the navigation without
   * awaiting it, so a failed one would end the whole run as an unhandled rejection. Here a
   * navigation that failed because the browser is gone (MiniBrowser died: "invalid session id"
   * for every later command) starts a new browser and is tried once more, so that it costs the
   * test file it died in, not every file after it. A browser that still answers keeps its page,
   * which may be running its tests already: the runner's own bounds judge it.
   */
  async startSession(id, url) {
    this.startedAt.set(id, uptime());
    await this.ensureManagerInitialized();
    try {
      await this.driverManager.startSession(id, url);
    } catch (error) {
      const why = error.message.split('\n', 1)[0];
      if (await this.answers()) {
        openTroubles.set(id, `opening its page failed (${why}) in a browser that still answered`);
        return;
      }
      openTroubles.set(id, `its page did not open (${why}): opened again`);
      process.stdout.write(
        `\nWebKit did not open ${url} (${error.message}); trying once more in a new browser.\n` +
          `WebKitWebDriver's (and its browser's) last words${this._webDriver.lastWords() || ': none'}\n`,
      );
      await this.endBrowser();
      await this.ensureManagerInitialized();
      await this.driverManager.startSession(id, url);
    }
  }

  /** Whether the browser's WebDriver session still answers a command. */
  async answers() {
    try {
      await this.driver.getUrl();
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Takes the finished page's results and leaves it, as the library does, but within
   * STOP_TIMEOUT. A page that does not answer has a stuck web process (WebKitGTK's GStreamer can
   * deadlock it: docs/browsers.md). The library would wait the whole testsFinishTimeout again,
   * and the next file or two would fail to open a page in it; here the web process is ended,
   * and the next file's page opens in a new browser.
   */
  async stopSession(id) {
    const stuck = Symbol('stuck');
    let timer;
    const late = new Promise((resolve) => (timer = setTimeout(() => resolve(stuck), STOP_TIMEOUT)));
    const stopped = super.stopSession(id).catch((error) => {
      throw crashed(error, this.startedAt.get(id));
    });
    const result = await Promise.race([stopped, late]).finally(() => clearTimeout(timer));
    if (result !== stuck) return result;
    const webProcesses = descendants(this._webDriver.child.pid).filter(({name}) =>
      name.startsWith('WebKitWebProces'),
    );
    const saved = saveStacks(webProcesses);
    for (const {pid} of webProcesses) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Ended meanwhile.
      }
    }
    // WebDriver ends a session whose page crashed ("session deleted because of page crash or
    // hang"): the next file opens in a new browser, not in that session (a loaded run lost the
    // file after a deadlock so).
    await this.endBrowser();
    const states = [...new Set(saved?.states.filter(Boolean))].map((state) => PAGE_THREAD[state]);
    throw new Error(
      `${STUCK_PAGE} within ${STOP_TIMEOUT / 1000} s after its tests: its web process was ` +
        `ended (pids ${webProcesses.map(({pid}) => pid).join(', ') || 'none found'}` +
        `${saved ? `; its threads' stacks: ${saved.file}` : ''})` +
        `${states.length ? `; ${states.join('; ')}` : ''}.`,
    );
  }

  /** Ends the browser's WebDriver session, even a dead one, so that the next start opens a new one. */
  async endBrowser() {
    clearInterval(this.pendingHeartbeat);
    await this.driver?.deleteSession().catch(() => {}); // A dead session cannot be deleted.
    this.driver = undefined;
    this.driverManager = undefined;
  }

  async stop() {
    await super.stop();
    await stopServer(this._webDriver);
    await stopServer(this._xvfb);
  }
}

export const webkitLauncher = () => new WebKitLauncher();
