// Every code recipe of the README and docs/ is tested, so that none can drift from the code: it
// is either a verbatim part of a file a test runs (`<!-- tested: path -->` before the block) or
// run here itself (`<!-- run: name -->`). Run after `npm run build`.
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, it} from 'node:test';
import {fileURLToPath, pathToFileURL} from 'node:url';
import * as esbuild from 'esbuild';
import type {Page} from 'playwright-core';
import {readRecipes, type Recipe} from './doc-recipes.js';
import {buildFrameworkRecipe, type VueOptions} from './framework-recipes.js';
import {runProxyRecipe} from './proxy-recipes.js';
import {ENV_HELP} from '../../src/proxy/env-options.js';
import {startTestSite, type TestSite} from './test-site.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const recipes = await readRecipes(root);

/** Runners named by `<!-- run: name -->` that live in other test files. */
const RUN_ELSEWHERE: Record<string, string> = {
  'set-up': 'test/build/set-up.test.ts',
  demo: 'test/demo/server.test.js',
};

/** A page of the built script-tag bundle (served at /assets/video-content-widgets/). */
const page = (body: string, head = '') => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Recipe</title>
    <meta name="video-content-widgets:endpoint" content="/api/video" />
    ${head}
  </head>
  <body>
    ${body}
  </body>
</html>
`;
const SCRIPT =
  '<script type="module" src="/assets/video-content-widgets/video-content-widgets.js"></script>';

const cards = (p: Page) => p.locator('video-carousel [part~="card-button"]');

let site: TestSite;
let bundles: string;
let scratch: string;

/** Each runner runs its recipe on the site and asserts what the recipe promises. */
const RUNNERS: Record<string, (recipe: Recipe) => Promise<void>> = {
  // An HTML snippet as a CMS author pastes it: the cards load and the linked player shows a poster.
  async 'embed-page'({code}) {
    // A snippet without the script tag (the proxy's) gets the one the README gives.
    site.put('/embed.html', page(code.includes('<script') ? code : `${SCRIPT}\n${code}`));
    await site.visit('/embed.html', async (p) => {
      await cards(p).first().waitFor();
      if (code.includes('<video-player')) {
        await p.locator('video-player [part~="poster"]').waitFor();
      }
    });
  },

  // Module code as an app's entry: bundled by esbuild against the built package, it configures
  // the page so that a carousel with no endpoint of its own loads.
  async 'bundled-page'({code}) {
    await esbuild.build({
      // Resolved from inside the package, the name imports it as an app's installed copy.
      stdin: {contents: code, resolveDir: root, loader: 'js'},
      absWorkingDir: root,
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: bundles,
      entryNames: 'entry',
      logLevel: 'silent',
    });
    const html = page('<video-carousel category="Investing Basics"></video-carousel>').replace(
      '<meta name="video-content-widgets:endpoint" content="/api/video" />',
      '<script type="module" src="/bundled/entry.js"></script>',
    );
    site.put('/bundled.html', html);
    await site.visit('/bundled.html', (p) => cards(p).first().waitFor());
  },

  // A stylesheet that themes both elements: its custom properties and parts take effect.
  async 'themed-page'({code}) {
    const body = `<video-carousel category="Investing Basics"></video-carousel>
    <video-player video-id="1001"></video-player>`;
    site.put('/themed.html', page(body, `${SCRIPT}<style>${code}</style>`));
    await site.visit('/themed.html', async (p) => {
      await cards(p).first().waitFor();
      const accent = await p.evaluate(() =>
        getComputedStyle(document.querySelector('video-carousel')!)
          .getPropertyValue('--video-carousel-accent')
          .trim(),
      );
      assert.equal(accent, '#b00020');
      const weight = await p
        .locator('video-carousel [part~="title"]')
        .first()
        .evaluate((title) => getComputedStyle(title).fontWeight);
      assert.equal(weight, '700');
    });
  },

  // Script that replaces the widgets' strings: the new words are what a screen reader hears.
  async 'strings-page'({code}) {
    const body = `<video-carousel category="Investing Basics"></video-carousel>
    <video-player video-id="1001"></video-player>`;
    site.put('/strings.html', page(body, SCRIPT));
    await site.visit('/strings.html', async (p) => {
      await cards(p).first().waitFor();
      await p.evaluate(code);
      await p.getByRole('button', {name: 'Weiter'}).waitFor();
      await p.getByRole('button', {name: /^Video abspielen: /}).waitFor();
    });
  },

  // The proxy's command line: started with the block's settings (the service and key swapped
  // for the stand-in's, a free port), it answers a list request.
  async 'proxy-cli'({code}) {
    const words = code.replace(/\\\n/g, ' ').trim().split(/\s+/);
    const command = words.findIndex((word) => !/^[A-Z_]+=/.test(word));
    assert.deepEqual(words.slice(command), ['npx', 'video-content-widgets-proxy']);
    const env: Record<string, string> = Object.fromEntries(
      words.slice(0, command).map((word) => word.split(/=(.*)/s).slice(0, 2)),
    );
    Object.assign(env, {
      VIDEO_API_BASE: site.serviceUrl,
      VIDEO_API_KEY: site.apiKey,
      PORT: '0',
      HOST: '127.0.0.1',
    });
    const child = spawn(process.execPath, [join(root, 'dist/lib/proxy/cli.js')], {
      env: {...process.env, ...env},
    });
    try {
      let printed = '';
      while (!/http:\/\/\S+/.test(printed)) {
        const [chunk] = await Promise.race([once(child.stdout, 'data'), once(child, 'exit')]);
        assert.ok(typeof chunk !== 'number' && chunk !== null, `the proxy exited: ${printed}`);
        printed += chunk;
      }
      const url = /http:\/\/\S+/.exec(printed)![0].replace('0.0.0.0', '127.0.0.1');
      const response = await fetch(`${url}/content/video?limit=1`);
      assert.equal(response.status, 200);
      assert.equal((await response.json()).data.items.length, 1);
    } finally {
      child.kill();
    }
  },

  // The Vue build option that makes the tags custom elements: it is what the Vue recipe uses.
  async 'vue-config'({code}) {
    const options = vueOptions(code);
    assert.equal(options.isCustomElement('video-carousel'), true);
    assert.equal(options.isCustomElement('div'), false);
  },

  // A framework component as the framework's bundler would build it: choosing a card plays it,
  // and the app shows the choice from its own state.
  async 'framework-app'({where, lang, code}) {
    const name = where.replace(/\W+/g, '-');
    const vueConfig = recipes.find((recipe) => recipe.marker?.value === 'vue-config')!;
    const warnings = await buildFrameworkRecipe(
      join(scratch, name),
      lang,
      code,
      vueOptions(vueConfig.code),
    );
    assert.deepEqual(warnings, []);
    const body = '<main id="app"></main>';
    const head = `<script type="module" src="/recipes/${name}/out/main.js"></script>`;
    site.put(`/${name}.html`, page(body, head));
    await site.play(`/${name}.html`, async (p) => {
      await cards(p).nth(1).click();
      await p.getByText(/^Playing: \S/).waitFor();
    });
  },

  // A proxy module for Node, Deno, Bun or an edge platform, run with that runtime's globals.
  async 'proxy-module'({lang, code}) {
    const env = {VIDEO_API_BASE: site.serviceUrl, VIDEO_API_KEY: site.apiKey};
    await runProxyRecipe(scratch, lang, code, env);
  },

  // The Workers config: its `main` is a file the package ships, its vars are settings the proxy
  // reads, and that module, given them, answers.
  async wrangler({code}) {
    const main = /^main = "node_modules\/video-content-widgets\/(.+)"$/m.exec(code)?.[1];
    assert.ok(main, 'main points into the package');
    const vars = code.slice(code.indexOf('[vars]')).matchAll(/^(\w+) = "(.*)"$/gm);
    const env: Record<string, string> = Object.fromEntries([...vars].map((m) => [m[1]!, m[2]!]));
    for (const name of Object.keys(env)) assert.match(ENV_HELP, new RegExp(`\\b${name}\\b`));
    Object.assign(env, {VIDEO_API_BASE: site.serviceUrl, VIDEO_API_KEY: site.apiKey});
    const worker = (await import(join(root, main))).default;
    const answer = await worker.fetch(
      new Request('http://127.0.0.1/api/video/content/video?limit=1'),
      env,
    );
    assert.equal(answer.status, 200);
  },

  // A server's page template with the SEO helper: the HTML it renders carries the record's
  // JSON-LD before any script runs, and the player it wraps takes that JSON-LD over.
  async 'seo-template'({code}) {
    const file = join(scratch, `seo-${Math.random().toString(36).slice(2)}.mjs`);
    await writeFile(file, (await esbuild.transform(code, {format: 'esm'})).code);
    const {videoBlock} = (await import(pathToFileURL(file).href)) as {
      videoBlock: (record: unknown) => string;
    };
    const answer = await fetch(`${site.serviceUrl}/content/video/1002`, {
      headers: {'x-api-key': site.apiKey},
    });
    const block = videoBlock((await answer.json()).data.items[0]);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(block)?.[1];
    assert.equal(JSON.parse(json ?? 'null')?.identifier, '1002', 'the HTML carries the JSON-LD');
    site.put('/seo.html', page(`${SCRIPT}\n${block}`));
    await site.visit('/seo.html', async (p) => {
      await p.locator('video-player [part~="facade"]').waitFor();
      assert.equal(await p.locator('video-player > script[type="application/ld+json"]').count(), 1);
      assert.equal(await p.locator('video-player > a').isVisible(), false);
    });
  },

  // A server module that prints both widgets (`video-content-widgets/server`) from the service's
  // answers into `html`: a page of that markup shows the cards and the poster, and the elements
  // hydrate them.
  async 'server-module'({code}) {
    const file = join(scratch, `server-${Math.random().toString(36).slice(2)}.mjs`);
    await writeFile(file, `${code}\nexport {html};\n`);
    Object.assign(process.env, {SERVICE_URL: site.serviceUrl, SERVICE_KEY: site.apiKey});
    const {html} = (await import(pathToFileURL(file).href)) as {html: string};
    assert.equal(html.split('<template shadowrootmode="open">').length, 3, 'both are printed');
    site.put('/server.html', page(`${SCRIPT}\n${html}`));
    await site.visit('/server.html', async (p) => {
      await cards(p).first().waitFor();
      await p.locator('video-player [part~="facade"]').waitFor();
      await p.waitForFunction(() => document.querySelector('video-carousel')!.matches(':defined'));
    });
  },

  // Listeners that feed analytics, added before the widgets load (as a page would): they hear
  // the player's progress with the video's id. Video 1002 runs 38.2 s (demo/stand-in/videos.js):
  // it starts at 9 s, just before its 25 % mark, so the test waits well under a second for it.
  async 'events-page'({code}) {
    const analytics =
      'window.calls = []; window.analytics = {track: (...args) => calls.push(args)};';
    const head = `<script>${analytics}\n${code}</script>${SCRIPT}`;
    site.put(
      '/events.html',
      page('<video-player video-id="1002" autoplay muted start-time="9"></video-player>', head),
    );
    await site.visit('/events.html', async (p) => {
      const call = await p.waitForFunction(
        () => (window as unknown as {calls: unknown[]}).calls[0],
      );
      assert.deepEqual(await call.jsonValue(), ['video progress', {id: 1002, percent: 25}]);
    });
  },
};

/** The options a Vue config recipe hands to `vue()` (the Vite plugin), by calling it. */
function vueOptions(code: string): VueOptions {
  let options: {template?: {compilerOptions?: VueOptions}} = {};
  new Function('vue', code)((given: typeof options) => (options = given));
  const compilerOptions = options.template?.compilerOptions;
  assert.ok(compilerOptions, 'the recipe sets template.compilerOptions');
  return compilerOptions;
}

describe('the recipes of the README and docs/', () => {
  before(async () => {
    bundles = await mkdtemp(join(tmpdir(), 'recipes-'));
    // Inside the package (tmp/ is ignored by git), so that recipes import it by its name.
    await mkdir(join(root, 'tmp'), {recursive: true});
    scratch = await mkdtemp(join(root, 'tmp', 'recipes-'));
    site = await startTestSite([
      ['/assets/video-content-widgets/', join(root, 'dist')],
      ['/bundled/', bundles],
      ['/recipes/', scratch],
    ]);
  });
  after(async () => {
    await site?.close();
    await rm(bundles, {recursive: true, force: true});
    await rm(scratch, {recursive: true, force: true});
  });

  const untested = recipes.filter((recipe) => !recipe.marker);
  it(
    'every recipe is tested',
    {todo: untested.length ? `untested: ${untested.map((r) => r.where).join(', ')}` : false},
    () => assert.deepEqual(untested, []),
  );

  for (const recipe of recipes.filter((r) => r.marker?.kind === 'tested')) {
    it(`${recipe.where} is part of ${recipe.marker!.value}`, async () => {
      const source = await readFile(join(root, recipe.marker!.value), 'utf8');
      assert.ok(source.includes(recipe.code), `${recipe.where} differs from its source`);
    });
  }

  for (const recipe of recipes.filter((r) => r.marker?.kind === 'run')) {
    const name = recipe.marker!.value;
    it(`${recipe.where} runs (${name})`, async () => {
      const elsewhere = RUN_ELSEWHERE[name];
      if (elsewhere) {
        // That test extracts the recipe by its file; it must still exist.
        return assert.ok((await readFile(join(root, elsewhere), 'utf8')).length > 0);
      }
      const runner = RUNNERS[name];
      assert.ok(runner, `no runner named "${name}"`);
      await runner(recipe);
    });
  }
});
