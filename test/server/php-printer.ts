// Runs one of the WordPress plugin's PHP printers alone (the php CLI, without WordPress) over
// cases, for the tests that hold it to the Node renderer (render-player-php.test.ts,
// render-carousel-php.test.ts).
import {execFile} from 'node:child_process';
import {fileURLToPath} from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * What `script` (test/wordpress/print-*.php, given the build's `files`) prints for each case, null
 * where it prints none; a case's missing `lang` is sent as ''.
 */
export function printInPhp(script: string, files: string[], cases: {lang?: string}[]) {
  return new Promise<(string | null)[]>((resolve, reject) => {
    const php = execFile(
      'php',
      [script, ...files],
      {cwd: root, maxBuffer: 256 * 1024 * 1024},
      (error, stdout, stderr) =>
        error || stderr ? reject(error ?? new Error(stderr)) : resolve(JSON.parse(stdout)),
    );
    php.stdin!.end(JSON.stringify(cases.map((one) => ({...one, lang: one.lang ?? ''}))));
  });
}
