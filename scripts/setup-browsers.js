// Installs the browsers, codecs and servers the test suite uses that this machine lacks: with apt
// on Debian and Ubuntu (sudo when not root; Ubuntu's browsers come as snaps), and elsewhere names
// exactly what to install. Browsers the machine has already (Chrome or Chromium, Firefox, a snap
// one) are used as they are (scripts/test-system.js). Does nothing when all is there.
import {execFileSync} from 'node:child_process';
import {distribution, enginesHere, inCi, missingNeeds, skippedLines} from './test-system.js';

const missing = missingNeeds();
if (missing.length === 0) {
  console.log('setup:browsers: everything the tests need is installed.');
  process.exit(0);
}

const system = distribution();
if (!system) {
  console.error(
    [
      'setup:browsers: this machine has no apt to install with; install these yourself:',
      ...missing.map((need) => `  ${need.what}: ${need.elsewhere ?? need.packages.join(' ')}`),
    ].join('\n'),
  );
  const {present, skipped} = enginesHere();
  if (!inCi() && present.length > 0) {
    console.error(
      [`Until then npm test runs ${present.join(', ')}:`, ...skippedLines(skipped)].join('\n'),
    );
  }
  // CI runs every engine; elsewhere the tests run in the engines that are here.
  process.exit(inCi() ? 1 : 0);
}

const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
const run = (...args) => {
  const [command, ...rest] = [...asRoot, 'env', 'DEBIAN_FRONTEND=noninteractive', ...args];
  execFileSync(command, rest, {stdio: 'inherit'});
};

console.log(`setup:browsers: installing ${missing.map((need) => need.what).join(', ')}`);
run('apt-get', 'update', '-qq');

// A library's package name carries its ABI version (libavcodec59 on Debian 12): `name*` is the
// newest the release has.
const resolve = (name) => {
  if (!name.endsWith('*')) return name;
  const prefix = name.slice(0, -1);
  const found = execFileSync('apt-cache', ['pkgnames', prefix], {encoding: 'utf8'})
    .split('\n')
    .filter((pkg) => pkg.startsWith(prefix) && /^\d+$/.test(pkg.slice(prefix.length)))
    .sort((a, b) => Number(a.slice(prefix.length)) - Number(b.slice(prefix.length)));
  if (found.length === 0) throw new Error(`setup:browsers: no package matches ${name}`);
  return found.at(-1);
};
const names = (need) => (system === 'ubuntu' && need.ubuntu) || need.packages;
const packages = [...new Set(missing.flatMap(names).map(resolve))];
console.log(`setup:browsers: apt-get install ${packages.join(' ')}`);
run('apt-get', 'install', '-y', '-qq', ...packages);

const still = missingNeeds();
if (still.length > 0) {
  console.error(`setup:browsers: still missing: ${still.map((need) => need.what).join(', ')}`);
  process.exit(1);
}
