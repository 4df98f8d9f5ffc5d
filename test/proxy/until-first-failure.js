// The proxy's Node tests, stopped at the first failure: the command `npm run mutation` runs for
// every mutant, where most mutants are killed by one test and a full run would cost minutes.
//   node --import tsx test/proxy/until-first-failure.js
import {setMaxListeners} from 'node:events';
import {readdirSync} from 'node:fs';
import {run} from 'node:test';
import {fileURLToPath} from 'node:url';

const folder = fileURLToPath(new URL('.', import.meta.url));
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `${folder}${name}`);

const stop = new AbortController();
// One listener per test file and suite.
setMaxListeners(100, stop.signal);
const stream = run({files, concurrency: true, signal: stop.signal});
stream.on('test:fail', (event) => {
  process.exitCode = 1;
  console.log(`failed: ${event.name}`);
  stop.abort();
});
stream.on('test:pass', () => {});
// The stream has to be read for the run to go on.
stream.resume();
