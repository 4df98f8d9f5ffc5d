// Answers, fetch claims and rate counters in Redis, shared by every proxy instance that uses it.
// The official `redis` client is an optional peer dependency, imported only when configured.
import type {RedisClientType} from 'redis';
import {gunzip} from './encoding.js';
import type {AnswerStore, RateStore} from './stores.js';
import type {Answer} from './upstream.js';

/** The redis client's module name, in a variable so bundlers for the edge leave it out. */
const CLIENT_MODULE = 'redis';

// A token bucket taken atomically, so instances never both spend the last token.
// KEYS[1] bucket; ARGV burst, perSecond, now (ms). Returns 0, or whole seconds to wait.
const TAKE_TOKEN = `
local burst, rate, now = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local bucket = redis.call('HMGET', KEYS[1], 'tokens', 'updated')
local tokens = tonumber(bucket[1]) or burst
local updated = tonumber(bucket[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - updated) / 1000 * rate)
local wait = 0
if tokens >= 1 then tokens = tokens - 1 else wait = math.max(1, math.ceil((1 - tokens) / rate)) end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'updated', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
return wait`;

/** The part of an answer kept beside its body, as one JSON line. */
interface Header {
  status: Answer['status'];
  etag: string;
  storedAt: number;
  /** Whether the body that follows is gzipped; absent (gzipped) in entries of earlier versions. */
  gzip?: boolean;
}

type Command = Array<string | Buffer>;

export interface RedisStores {
  answers: AnswerStore;
  rates: RateStore;
  /** Closes the connection, if one was opened. */
  close(): Promise<void>;
}

/**
 * The stores on the Redis server at `url` (`redis://[:password@]host:port[/db]`), under keys
 * that start with `namespace` (the upstream's URL), so proxies of different services can share
 * a server. A command fails at once while the server is down, or after 3 s without an answer;
 * the client reconnects by itself.
 */
export function redisStores(url: string, namespace: string): RedisStores {
  let client: RedisClientType | undefined;
  let connecting: Promise<RedisClientType> | undefined;
  let closed = false;
  const connection = () => {
    connecting ??= (async () => {
      const created = (client ??= await createRedisClient(url));
      if (closed) throw new Error('closed');
      if (!created.isOpen) await firstAttempt(created);
      return created;
    })().catch((error: unknown) => {
      connecting = undefined;
      throw error;
    });
    return connecting;
  };
  // Connecting starts now, so the first request does not wait for the client to load.
  connection().catch(() => {});
  const send = async (command: Command): Promise<unknown> =>
    (await connection()).sendCommand(command, {typeMapping: {36: Buffer}, timeout: 3000});
  const key = (kind: string, name: string) => `vcw-proxy:${namespace}:${kind}:${name}`;

  return {
    answers: {
      async get(name) {
        const value = await send(['GET', key('answer', name)]);
        return Buffer.isBuffer(value) ? decode(value) : undefined;
      },
      async set(name, answer, keepMs) {
        const value = encode(answer);
        await send(['SET', key('answer', name), value, 'PX', String(Math.ceil(keepMs))]);
      },
      async claim(name, ms) {
        const reply = await send(['SET', key('claim', name), '1', 'NX', 'PX', String(ms)]);
        return reply !== null;
      },
      async release(name) {
        await send(['DEL', key('claim', name)]);
      },
    },
    rates: {
      async take(client, burst, perSecond, now) {
        const args = [String(burst), String(perSecond), String(now)];
        return Number(await send(['EVAL', TAKE_TOKEN, '1', key('rate', client), ...args]));
      },
    },
    async close() {
      closed = true;
      // Destroyed, not closed: it also stops a client still trying to reconnect.
      if (client?.isOpen) client.destroy();
    },
  };
}

/**
 * Starts connecting, and waits for the first attempt only: it fails with that attempt's error
 * while the client goes on trying in the background, so a server that is down at start-up fails
 * each command at once (no offline queue) instead of holding it until the server is up.
 */
async function firstAttempt(client: RedisClientType): Promise<void> {
  // The connection alone never keeps a process alive (a test, a CLI stopping).
  client.unref();
  const connected = client.connect();
  connected.catch(() => {});
  // Settled by the first attempt's error, if it fails; a later error finds the race's handler.
  const failed = new Promise<never>((_resolve, reject) => client.once('error', reject));
  await Promise.race([connected, failed]);
}

async function createRedisClient(url: string): Promise<RedisClientType> {
  const {createClient} = (await import(CLIENT_MODULE)) as typeof import('redis');
  const client = createClient({
    url,
    // Fail at once while disconnected: the proxy falls back on memory instead of waiting.
    disableOfflineQueue: true,
    socket: {connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * retries, 1000)},
  }) as RedisClientType;
  // Failures reach the caller of each command; the client's own events would only repeat them.
  client.on('error', () => {});
  return client;
}

/** A header line, then the body as the answer holds it gzipped already (JSON shrinks a lot). */
function encode(answer: Answer): Buffer {
  const {status, etag, storedAt} = answer;
  const header: Header = {status, etag, storedAt, gzip: answer.gzip !== undefined};
  return Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), answer.gzip ?? answer.body]);
}

async function decode(value: Buffer): Promise<Answer> {
  const newline = value.indexOf(10);
  const {gzip, ...header} = JSON.parse(value.subarray(0, newline).toString()) as Header;
  const stored = new Uint8Array(value.subarray(newline + 1));
  if (gzip === false) return {...header, body: stored};
  return {...header, body: await gunzip(stored), gzip: stored};
}
