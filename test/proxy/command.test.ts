// The command behind `npx video-content-widgets-proxy`, run in the test's own process: its
// process is a stand-in (arguments, environment, exit and signals), its server and the
// service behind it are real. test/proxy/node-server.test.ts runs the real program.
import assert from 'node:assert/strict';
import {EventEmitter, once} from 'node:events';
import {connect, createServer} from 'node:net';
import type {AddressInfo} from 'node:net';
import {after, before, describe, it} from 'node:test';
import {runCommand} from '../../src/proxy/command.js';
import {KEY, scope, startStandIn, type StandIns} from './harness.js';

const NAME = 'video-content-widgets-proxy';
const NO_ARGUMENTS =
  `${NAME} takes no arguments: set VIDEO_API_KEY and the other settings ` +
  'in the environment (see --help).';

/** Settles with the promise's value, or with 'still waiting' after `ms`. */
async function within<T>(promise: Promise<T>, ms = 5000): Promise<T | 'still waiting'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'still waiting'>((resolve) => {
    timer = setTimeout(() => resolve('still waiting'), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs the command with these arguments and environment: what it printed on each stream, its
 * exit code once it exits, and `signal` to send it SIGINT or SIGTERM.
 */
function run(env: Record<string, string>, args: string[] = []) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const printed = new EventEmitter();
  const signals = new EventEmitter();
  let exit!: (code: number) => void;
  const exited = new Promise<number>((resolve) => (exit = resolve));
  const onto = (stream: string[]) => (line: string) => {
    stream.push(line);
    printed.emit('line');
  };
  runCommand(
    {
      argv: [process.execPath, '/usr/bin/video-content-widgets-proxy', ...args],
      env,
      exit,
      once: (signal, listener) => signals.once(signal, listener),
    },
    {log: onto(stdout), error: onto(stderr)},
  );
  /** The first line it printed, once it has printed one. */
  const firstLine = async () => {
    if (stdout.length + stderr.length === 0) await within(once(printed, 'line'));
    return {stdout, stderr};
  };
  return {
    stdout,
    stderr,
    firstLine,
    exitCode: () => within(exited),
    signal: (name: 'SIGINT' | 'SIGTERM') => signals.emit(name),
  };
}

/** The URL a started command printed, checked against the line's exact form. */
async function startedAt(command: ReturnType<typeof run>, host: string, path: string) {
  const {stdout, stderr} = await command.firstLine();
  assert.deepEqual(stderr, []);
  assert.equal(stdout.length, 1);
  const line = new RegExp(`^${NAME}: (http://${host.replace(/[[\].]/g, '\\$&')}:(\\d+)${path})$`);
  const [, url, port] = line.exec(stdout[0]!) ?? assert.fail(`printed ${stdout[0]}`);
  assert.notEqual(Number(port), 0);
  return url!;
}

describe('npx video-content-widgets-proxy (in this process)', () => {
  let standIns: StandIns;
  before(async () => {
    standIns = await startStandIn();
  });
  after(() => standIns.close());

  /** The environment of a proxy onto a fresh scope of the stand-in, on a free port. */
  function served(more: Record<string, string> = {}) {
    const target = scope(standIns.serviceUrl);
    return {
      ...target,
      env: {VIDEO_API_BASE: target.upstream, VIDEO_API_KEY: KEY, PORT: '0', ...more},
    };
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`serves at the URL it prints, with the key added, and exits with 0 on ${signal}`, async () => {
      const {env, requests, upstream} = served();
      const command = run(env);
      const url = await startedAt(command, '127.0.0.1', '/api/video');
      try {
        const response = await fetch(`${url}/content/video?limit=2`);
        assert.equal(response.status, 200);
        assert.ok(!(await response.text()).includes(KEY));
        assert.equal((await requests())[0]?.apiKeyValid, true);
      } finally {
        command.signal(signal);
      }
      assert.equal(await command.exitCode(), 0);
      await assert.rejects(once(connect(Number(new URL(url).port), '127.0.0.1'), 'connect'), {
        code: 'ECONNREFUSED',
      });
      assert.equal(command.stdout.length + command.stderr.length, 1);
      assert.ok(!`${command.stdout}${command.stderr}`.includes(KEY));
      assert.ok(!`${command.stdout}${command.stderr}`.includes(upstream));
    });
  }

  it('prints an IPv6 HOST in brackets, and the mount of PROXY_BASE_PATH', async () => {
    const command = run(served({HOST: '::1', PROXY_BASE_PATH: '/videos'}).env);
    const url = await startedAt(command, '[::1]', '/videos');
    try {
      assert.equal((await fetch(`${url}/content/video/1001`)).status, 200);
    } finally {
      command.signal('SIGTERM');
    }
    assert.equal(await command.exitCode(), 0);
  });

  it('listens on 127.0.0.1:8787 without PORT and HOST', async () => {
    const {env} = served();
    const command = run({VIDEO_API_BASE: env.VIDEO_API_BASE, VIDEO_API_KEY: KEY});
    const {stdout, stderr} = await command.firstLine();
    try {
      // Another program may hold the port; the command names it either way.
      assert.deepEqual(
        [...stdout, ...stderr],
        [
          stdout.length
            ? `${NAME}: http://127.0.0.1:8787/api/video`
            : `${NAME}: cannot listen on 127.0.0.1:8787 (EADDRINUSE).`,
        ],
      );
    } finally {
      command.signal('SIGTERM');
    }
    assert.equal(await command.exitCode(), stdout.length ? 0 : 1);
  });

  it('exits with 1 and names the address when the port is taken', async () => {
    const taken = createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const port = (taken.address() as AddressInfo).port;
    try {
      const command = run(served({PORT: String(port)}).env);
      assert.equal(await command.exitCode(), 1);
      assert.deepEqual(command.stderr, [
        `${NAME}: cannot listen on 127.0.0.1:${port} (EADDRINUSE).`,
      ]);
      assert.deepEqual(command.stdout, []);
    } finally {
      taken.close();
    }
  });

  for (const args of [['--help'], ['-h']]) {
    it(`prints its usage on ${args[0]} and exits with 0`, async () => {
      const command = run({}, args);
      assert.equal(await command.exitCode(), 0);
      assert.deepEqual(command.stderr, []);
      assert.deepEqual(command.stdout, [
        `Usage: VIDEO_API_BASE=… VIDEO_API_KEY=… npx ${NAME}

Serves the two read operations of the Video Content Service under PROXY_BASE_PATH, adding the
key server-side. Configured by environment variables only:
  VIDEO_API_BASE         base URL of the Video Content Service (required)
  VIDEO_API_KEY          its API key (required; never pass it as an argument)
  PROXY_BASE_PATH        mount path (default /api/video)
  PROXY_ALLOWED_ORIGINS  comma-separated origins whose pages may call, or * (default: none)
  PROXY_PUBLIC_ORIGIN    the origin your own pages are served from, e.g. https://www.example.com
  PROXY_CACHE_TTL        seconds an answer stays fresh; 0 = no cache (default 60)
  PROXY_STALE_TTL        seconds past that an answer is served if the service fails (default 600)
  PROXY_MAX_LIMIT        largest limit forwarded (default 100)
  PROXY_TIMEOUT          milliseconds the service may take (default 10000)
  PROXY_CONCURRENCY      calls to the service in flight at most (default 16)
  PROXY_QUEUE_SIZE       calls that may wait for one of those, beyond which 503 (default 256)
  PROXY_QUEUE_WAIT       milliseconds a call may wait for one, then 503 (default 3000)
  PROXY_REDIS_URL        redis://host:6379 shared by instances: answers, one upstream call per
                         answer, limits (needs the redis package); default: each in memory
  PROXY_RATE_LIMIT       per client: <burst>/<perSecond>, e.g. 60/10 (the default), or off
  PROXY_BEACON           on: accept the players' quality events at <base path>/beacon and log
                         one JSON line per event (default off)
  PROXY_CLIENT_HEADER    header your load balancer sets to the client address (its last entry
                         counts), e.g. x-forwarded-for; default: the connection's address
  PORT                   port to listen on (default 8787; 0 picks a free one)
  HOST                   address to bind (default 127.0.0.1; 0.0.0.0 in a container)`,
      ]);
    });
  }

  for (const args of [['--api-key', KEY], [KEY], ['--help', '-h'], ['-h', '--verbose'], ['']]) {
    it(`refuses the arguments ${JSON.stringify(args)} with 2, without echoing them`, async () => {
      const command = run(served().env, args);
      assert.equal(await command.exitCode(), 2);
      assert.deepEqual(command.stderr, [NO_ARGUMENTS]);
      assert.deepEqual(command.stdout, []);
    });
  }

  for (const [what, env, message] of [
    ['without the key', {VIDEO_API_BASE: 'https://v.test'}, 'video proxy: set VIDEO_API_KEY.'],
    [
      'with a mount the proxy refuses',
      {VIDEO_API_BASE: 'https://v.test', VIDEO_API_KEY: KEY, PROXY_BASE_PATH: 'videos'},
      'video proxy: basePath must look like /api/video, got "videos".',
    ],
  ] as const) {
    it(`exits with 1 ${what}, printing which setting is at fault`, async () => {
      const command = run({...env, PORT: '0'});
      assert.equal(await command.exitCode(), 1);
      assert.deepEqual(command.stderr, [message]);
      assert.deepEqual(command.stdout, []);
    });
  }
});
