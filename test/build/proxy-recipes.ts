// Runs a proxy recipe of docs/proxy.md as its runtime would: the module is loaded with that
// runtime's globals stood in for (Deno.serve, Bun.serve, Netlify.env, an Express-like `app`,
// `process.env`), and the handler it registers or exports answers a list request.
import assert from 'node:assert/strict';
import {once} from 'node:events';
import {mkdir, writeFile} from 'node:fs/promises';
import {createServer, type RequestListener} from 'node:http';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import * as esbuild from 'esbuild';

type Handler = (request: Request, context: unknown) => Promise<Response>;

/** What one runtime hands its handler beside the request, for all of them at once. */
const CONTEXT = {
  remoteAddr: {hostname: '127.0.0.1'}, // Deno
  requestIP: () => ({address: '127.0.0.1'}), // Bun
  ip: '127.0.0.1', // Netlify
};

/**
 * Loads the recipe from `dir` (inside the package, so its name resolves to the package) with
 * `env` as the runtime's environment, and asks the proxy it sets up for one video.
 */
export async function runProxyRecipe(
  dir: string,
  lang: string,
  code: string,
  env: Record<string, string>,
): Promise<void> {
  let handler: Handler | undefined;
  let listener: RequestListener | undefined;
  const runtime = globalThis as Record<string, unknown>;
  const saved = {...process.env};
  Object.assign(runtime, {
    Deno: {env: {toObject: () => env}, serve: (_options: unknown, h: Handler) => (handler = h)},
    Bun: {env, serve: ({fetch}: {fetch: Handler}) => (handler = fetch)},
    Netlify: {env: {toObject: () => env}},
    app: {use: (given: RequestListener) => (listener = given)},
  });
  Object.assign(process.env, env);
  try {
    const {code: js} = await esbuild.transform(code.replaceAll("'npm:", "'"), {
      loader: lang === 'ts' ? 'ts' : 'js',
      format: 'esm',
    });
    await mkdir(dir, {recursive: true});
    const file = join(dir, `recipe-${Math.random().toString(36).slice(2)}.mjs`);
    await writeFile(file, js);
    const module = (await import(pathToFileURL(file).href)) as {default?: Handler};
    handler ??= module.default;
    assert.ok(handler || listener, 'the recipe registers or exports a handler');
    const answer = listener ? await ask(listener) : await handler!(new Request(URL_), CONTEXT);
    assert.equal(answer.status, 200, await answer.clone().text());
    assert.equal((await answer.json()).data.items.length, 1);
  } finally {
    for (const name of ['Deno', 'Bun', 'Netlify', 'app']) delete runtime[name];
    for (const name of Object.keys(env)) {
      if (name in saved) process.env[name] = saved[name];
      else delete process.env[name];
    }
  }
}

const PATH = '/api/video/content/video?limit=1';
const URL_ = `http://127.0.0.1${PATH}`;

/** Serves a Node listener on loopback and asks it. */
async function ask(listener: RequestListener): Promise<Response> {
  const server = createServer(listener).listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const response = await fetch(`http://127.0.0.1:${port}${PATH}`);
    return new Response(await response.arrayBuffer(), response);
  } finally {
    server.close();
  }
}
