// The framework demo pages work offline: demo/frameworks/build.js bundles every page's script
// from node_modules, and nothing is loaded from a CDN. Run after `npm run build` (the pages
// import the built package).
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {mkdtemp, readFile, readdir, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pagesDir = join(root, 'demo/frameworks');
const BUNDLE = 'build/';

/** `import … from "https://…"`, `import "http://…"` or `import("https://…")`, minified or not. */
const urlImport = /\b(?:from|import)\s*\(?\s*["'`]https?:\/\//;
/** A `src` or `href` that leaves the page's own origin. */
const remoteLink = /\b(?:src|href)\s*=\s*["']?(?:https?:)?\/\//i;

const pages = (await readdir(pagesDir)).filter((file) => file.endsWith('.html'));

describe('the framework demo pages', () => {
  let outdir: string;

  before(async () => {
    outdir = await mkdtemp(join(tmpdir(), 'demo-frameworks-'));
    await promisify(execFile)(process.execPath, ['demo/frameworks/build.js', outdir], {cwd: root});
  });
  after(() => rm(outdir, {recursive: true, force: true}));

  it('has a page for each framework, listed on the index page', async () => {
    const index = await readFile(join(pagesDir, 'index.html'), 'utf8');
    for (const name of ['react', 'preact', 'vue', 'svelte', 'angular']) {
      assert.ok(pages.includes(`${name}.html`), `demo/frameworks/${name}.html`);
      assert.match(index, new RegExp(`href="${name}\\.html"`));
    }
  });

  it('imports nothing from a URL in any bundle or chunk', async () => {
    const files = await readdir(outdir, {recursive: true});
    const scripts = files.filter((file) => file.endsWith('.js'));
    assert.ok(scripts.length >= 5, scripts.join());
    assert.match('import{a as r}from"https://esm.sh/react@19";', urlImport); // The check can fail.
    for (const file of scripts) {
      assert.doesNotMatch(await readFile(join(outdir, file), 'utf8'), urlImport, file);
    }
  });

  for (const page of pages) {
    it(`${page} loads its bundle and nothing from another origin`, async () => {
      const html = await readFile(join(pagesDir, page), 'utf8');
      assert.doesNotMatch(html, remoteLink);
      const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!);
      if (page === 'index.html') return assert.deepEqual(scripts, []);
      assert.deepEqual(scripts, [`${BUNDLE}${page.replace(/\.html$/, '.js')}`]);
      const bundle = await readFile(join(outdir, scripts[0]!.slice(BUNDLE.length)), 'utf8');
      assert.ok(bundle.length > 1000, 'the bundle has the app and its framework');
      assert.match(html, /<meta name="video-content-widgets:endpoint" content="\/api\/video" \/>/);
    });
  }
});
