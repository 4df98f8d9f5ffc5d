// The README's two set-up lines are what a newcomer runs and what CI runs: they must stay true.
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {readFile} from 'node:fs/promises';
import {describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import semver from 'semver';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFile(`${root}${path}`, 'utf8');

/** The one-line `sh` blocks of the README's Contributing section. */
async function setUpLines(): Promise<string[]> {
  const readme = await read('README.md');
  const section = readme.slice(readme.indexOf('## Contributing'));
  return [...section.matchAll(/```sh\n([^\n]+)\n```/g)].map((match) => match[1]!);
}

describe('the set-up', () => {
  it('has two lines in the README: the demo, then the tests', async () => {
    assert.deepEqual(await setUpLines(), [
      'npm install && npm start',
      'npm ci && npm run setup:browsers && npm test',
    ]);
  });

  it('is run by CI exactly as the README writes it, with no environment variable set', async () => {
    const ci = await read('.ci/run');
    const commands = ci
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .filter((line) => !/^(set -euo pipefail|cd "\$\(dirname "\$0"\)\/\.\."\s*)$/.test(line));
    const [, testLine] = await setUpLines();
    assert.deepEqual(commands, [testLine]);
    assert.doesNotMatch(ci, /\bexport\b|^\s*[A-Z_]+=/m);
  });

  it('installs on the oldest Node it supports without an engine warning', async () => {
    const {engines} = JSON.parse(await read('package.json')) as {engines: {node: string}};
    const oldest = semver.minVersion(engines.node)!.version;
    assert.equal(semver.major(oldest), 20, 'Node 20, the Node of these machines, is supported');
    const lock = JSON.parse(await read('package-lock.json')) as {
      packages: Record<string, {engines?: {node?: string}; optional?: boolean}>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => !entry.optional && entry.engines?.node)
      .filter(([, entry]) => !semver.satisfies(oldest, entry.engines!.node!))
      .map(([path, entry]) => `${path} wants Node ${entry.engines!.node}`);
    assert.deepEqual(refusing, []);
  });

  it('does nothing in setup:browsers when everything is installed', async () => {
    const {stdout} = await promisify(execFile)(process.execPath, ['scripts/setup-browsers.js'], {
      cwd: root,
    });
    assert.equal(stdout, 'setup:browsers: everything the tests need is installed.\n');
  });

  describe('on a machine without one of the browsers', () => {
    const check = (env: Record<string, string>) =>
      promisify(execFile)(process.execPath, ['scripts/check-browsers.js'], {
        cwd: root,
        env: {...process.env, FIREFOX_PATH: '/nonexistent/firefox', ...env},
      });

    it('runs the tests in the engines that are there, and says which it skips', async () => {
      const {stderr} = await check({CI: ''});
      assert.match(
        stderr,
        /run in chromium, webkit only:\n {2}firefox: skipped, this machine lacks Firefox\n/,
      );
    });

    it('fails in CI, naming what is missing', async () => {
      const failure = await check({CI: 'true'}).then(
        () => undefined,
        (error: {code: number; stderr: string}) => error,
      );
      assert.equal(failure?.code, 1);
      assert.match(failure.stderr, /The tests need Firefox, not installed here/);
    });
  });

  it('lets no dependency download a browser or driver at install time', async () => {
    const lock = JSON.parse(await read('package-lock.json')) as {
      packages: Record<string, {hasInstallScript?: boolean}>;
    };
    const paths = Object.keys(lock.packages);
    const downloaders = paths.filter((path) =>
      /(?:^|\/)node_modules\/(?:puppeteer|playwright|chromedriver|electron)$/.test(path),
    );
    assert.deepEqual(downloaders, []);
    // Install scripts reviewed: none downloads anything unless told to.
    const reviewed = [
      'esbuild', // checks that its platform package is there
      'workerd', // the same
      'rs-module-lexer', // the same
      'geckodriver', // downloads only with GECKODRIVER_AUTO_INSTALL set (webdriverio's dependency)
      'edgedriver', // downloads only with EDGEDRIVER_AUTO_INSTALL set (webdriverio's dependency)
    ];
    const unreviewed = paths
      .filter((path) => lock.packages[path]!.hasInstallScript)
      .filter((path) => !reviewed.includes(path.slice(path.lastIndexOf('node_modules/') + 13)));
    assert.deepEqual(unreviewed, []);
  });
});
