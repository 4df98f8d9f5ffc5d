// The plugin's PHP: every file parses (php -l), follows the ruleset of test/wordpress/phpcs.xml
// (Debian's PHP_CodeSniffer; WordPress's own ruleset is not reachable here), and prints
// nothing unescaped.
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {readdir, readFile} from 'node:fs/promises';
import {describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
const phpFiles = async (dir: string) =>
  (await readdir(`${root}${dir}`, {recursive: true}))
    .filter((path) => path.endsWith('.php'))
    .map((path) => `${dir}/${path}`);

describe('the WordPress plugin’s PHP', () => {
  it('parses, every file', async () => {
    const files = [...(await phpFiles('wordpress')), ...(await phpFiles('test/wordpress'))];
    assert.ok(files.length >= 10);
    for (const file of files) {
      const {stdout} = await run('php', ['-l', file], {cwd: root});
      assert.match(stdout, /^No syntax errors detected/, file);
    }
  });

  it('follows the coding standard', async () => {
    const result = await run(
      'phpcs',
      ['--standard=test/wordpress/phpcs.xml', '--report=emacs', 'wordpress', 'test/wordpress'],
      {cwd: root},
    ).catch((error: {stdout: string}) => error);
    assert.equal(result.stdout, '');
  });

  it('escapes what it prints', async () => {
    const unescaped: string[] = [];
    for (const file of await phpFiles('wordpress')) {
      const lines = (await readFile(`${root}${file}`, 'utf8')).split('\n');
      lines.forEach((line, index) => {
        const prints = /^\s*(?:echo|print|printf)\b/.test(line) || /<\?php echo\b/.test(line);
        const escaped = /\besc_(?:html|attr|url|textarea)\(|phpcs:ignore/.test(line);
        if (prints && !escaped) unescaped.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    assert.deepEqual(unescaped, []);
  });
});
