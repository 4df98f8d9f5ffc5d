// The plugin's PHP: every file parses (php -l), follows the ruleset of test/wordpress/phpcs.xml
// (Debian's PHP_CodeSniffer; WordPress's own ruleset is not reachable here), and prints
// nothing unescaped (each printing statement parsed by PHP's tokenizer, comments left out).
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

/**
 * The one statement printed unescaped on purpose, by file: the proxy's JSON body, sent with
 * nosniff and a CSP of default-src 'none', never read as HTML. Kept here, not in the code, so
 * that no line of the plugin can exempt itself.
 */
const EXEMPT: Record<string, string> = {
  'wordpress/includes/class-vcw-proxy.php': "echo $reply['body']",
};

/** What a printing statement prints: its operands at the top level (split at `.` and `,`). */
function operandsOf(code: string): string[] {
  const body = code
    .trim()
    .replace(/^(?:<\?=|echo|printf|print|vprintf|_e)\s*/i, '')
    .replace(/^\((.*)\)$/s, '$1');
  const operands: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === "'" || char === '"') quote = char;
    else if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) depth--;
    else if (depth === 0 && (char === '.' || char === ',')) {
      operands.push(body.slice(start, i));
      start = i + 1;
    }
  }
  operands.push(body.slice(start));
  return operands.map((operand) => operand.trim()).filter(Boolean);
}

/** A literal without interpolation, or the whole operand an escaping function's result. */
const isEscaped = (operand: string) =>
  /^'(?:[^'\\]|\\.)*'$/s.test(operand) ||
  /^"[^"$]*"$/.test(operand) ||
  /^(?:esc_(?:html|attr|url|textarea)(?:__|_x)?|wp_kses(?:_post)?|absint)\s*\(.*\)$/s.test(operand);

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

  it('escapes every part of what it prints, comments vouching for none', async () => {
    const files = await phpFiles('wordpress');
    const {stdout} = await run('php', ['test/wordpress/printed-statements.php', ...files], {
      cwd: root,
    });
    const statements = JSON.parse(stdout) as {file: string; line: number; code: string}[];
    assert.ok(statements.length >= 10, `only ${statements.length} printing statements found`);
    const unescaped = statements
      .filter(({file, code}) => EXEMPT[file] !== code.trim())
      .filter(({code}) => !operandsOf(code).every(isEscaped))
      .map(({file, line, code}) => `${file}:${line}: ${code.trim()}`);
    assert.deepEqual(unescaped, []);
  });

  it('names no sniff in an ignore comment: the ruleset runs none that would need one', async () => {
    const files = [...(await phpFiles('wordpress')), ...(await phpFiles('test/wordpress'))];
    const ignores: string[] = [];
    for (const file of files) {
      const lines = (await readFile(`${root}${file}`, 'utf8')).split('\n');
      lines.forEach((line, index) => {
        if (/phpcs:(?:ignore|disable)|@codingStandardsIgnore/.test(line)) {
          ignores.push(`${file}:${index + 1}`);
        }
      });
    }
    assert.deepEqual(ignores, []);
  });
});
