// Checks the built browser code (run after `npm run build`) against the supported browsers of
// package.json's `browserslist` (docs/browsers.md): nothing in it needs a newer engine.
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {describe, it} from 'node:test';
import {transform} from 'esbuild';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const {browserslist} = JSON.parse(read('package.json')) as {browserslist: string[]};

// browserslist's names for the engines esbuild knows by other names.
const ESBUILD_NAME: Record<string, string> = {ios_saf: 'ios'};

/** `chrome >= 128` → `chrome128`: the oldest engines, as esbuild targets. */
const oldest = browserslist.map((query) => {
  const match = /^(\w+) >= ([\d.]+)$/.exec(query);
  assert.ok(match, `browserslist entry "${query}" is not "<browser> >= <version>"`);
  const [, name, version] = match;
  return `${ESBUILD_NAME[name!] ?? name}${version}`;
});

/**
 * What in `code` the oldest engines would not run, or undefined. esbuild rewrites (or refuses)
 * syntax its target lacks, so any difference from an untouched (esnext) pass is such syntax.
 */
async function newerSyntax(code: string): Promise<string | undefined> {
  const options = {format: 'esm', loader: 'js', charset: 'utf8'} as const;
  try {
    const [asOldest, asIs] = await Promise.all([
      transform(code, {...options, target: oldest}),
      transform(code, {...options, target: 'esnext'}),
    ]);
    if (asOldest.code === asIs.code) return undefined;
    const before = asIs.code.split('\n');
    const after = asOldest.code.split('\n');
    const line = before.findIndex((text, i) => text !== after[i]);
    return `rewritten for ${oldest.join(', ')}: ${before[line]?.slice(0, 200)}`;
  } catch (error) {
    return (error as Error).message.slice(0, 500);
  }
}

/** Every module a browser can load: the CDN build and dist/lib (the proxy runs on servers). */
function browserModules(): string[] {
  const lib = readdirSync(new URL('dist/lib/', root), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.js') && !file.startsWith('proxy'))
    .map((file) => `dist/lib/${file}`);
  const cdn = readdirSync(new URL('dist/', root)).filter((file) => file.endsWith('.js'));
  const chunks = readdirSync(new URL('dist/chunks/', root)).filter((file) => file.endsWith('.js'));
  return [...cdn.map((f) => `dist/${f}`), ...chunks.map((f) => `dist/chunks/${f}`), ...lib];
}

describe('the supported browsers', () => {
  it('are each named in docs/browsers.md', () => {
    const docs = read('docs/browsers.md');
    for (const query of browserslist) {
      const version = query.split('>= ')[1]!;
      assert.match(docs, new RegExp(`\\|\\s*${version.replace('.', '\\.')}\\s*\\|`), query);
    }
  });

  it('would be caught using syntax newer than the oldest of them', async () => {
    // No Safari has explicit resource management (`using`): the check must see it.
    assert.ok(await newerSyntax('{ using handle = open(); }'));
    assert.equal(await newerSyntax('class A { static #n = 1; static { A.#n++; } }'), undefined);
  });

  it('run every module of the build: no syntax newer than the oldest engine', async () => {
    const modules = browserModules();
    assert.ok(modules.length > 10, modules.join());
    const problems = [];
    for (const file of modules) {
      const problem = await newerSyntax(read(file));
      if (problem) problems.push(`${file}: ${problem}`);
    }
    assert.deepEqual(problems, []);
  });
});
