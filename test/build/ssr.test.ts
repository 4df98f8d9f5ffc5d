// Next.js, Nuxt, SvelteKit and Astro import the package on the server, where there is no DOM:
// that must throw nothing and print nothing. Run after `npm run build` (it imports dist/lib).
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {describe, it} from 'node:test';

const root = new URL('../../', import.meta.url);

/** Runs `source` as an ES module in a fresh Node process, as a server bundle would load it. */
function runModule(source: string) {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', source], {
    cwd: root,
    encoding: 'utf8',
  });
  return {status: run.status, stdout: run.stdout.trim(), stderr: run.stderr.trim()};
}

describe('importing the package on a server', () => {
  for (const entry of ['', '/video-carousel.js', '/video-player.js', '/react', '/data']) {
    it(`imports video-content-widgets${entry} without a throw or a warning`, () => {
      const run = runModule(`await import('video-content-widgets${entry}');`);
      assert.deepEqual(run, {status: 0, stdout: '', stderr: ''});
    });
  }

  it('exports the element classes, registered in lit’s server registry (which lit’s SSR reads)', () => {
    // lit's Node build puts a `customElements` of its own on the server's global object.
    const run = runModule(`
      const {VideoCarousel, VideoPlayer, VideoTranscript} = await import('video-content-widgets');
      console.log([VideoCarousel, VideoPlayer, VideoTranscript].map((c) => typeof c).join(),
        customElements.get('video-player') === VideoPlayer);
    `);
    assert.deepEqual(run, {status: 0, stdout: 'function,function,function true', stderr: ''});
  });

  it('prints its styles minified, as the CDN build has them: no comment, no indentation', () => {
    const run = runModule(`
      const {renderPlayer, renderCarousel} = await import('video-content-widgets/server');
      const record = {id: 1, title: 'A', tags: [], playbackDetails: {mp4Url: 'https://x/a.mp4'}};
      for (const html of [renderPlayer(record), renderCarousel([record])]) {
        for (const [, css] of html.matchAll(/<style>(.*?)<\\/style>/gs)) {
          console.log(JSON.stringify(css));
        }
      }
    `);
    assert.equal(run.status, 0, run.stderr);
    const sheets = run.stdout.split('\n').map((line) => JSON.parse(line) as string);
    assert.equal(sheets.length, 2);
    for (const css of sheets) {
      assert.ok(css.length > 1000, css);
      assert.doesNotMatch(css, /\/\*|\n| {2}/);
    }
  });

  it('fails loudly when the build is missing, so the checks above can fail', () => {
    const run = runModule(`await import('video-content-widgets/no-such-entry');`);
    assert.notEqual(run.status, 0);
  });
});
