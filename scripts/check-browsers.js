// First step of `npm test`: stop at once, naming the set-up command, when something the tests need
// is missing; outside CI, a browser engine this machine lacks is skipped instead, and said so.
import {enginesHere, inCi, missingNeeds, skippedLines} from './test-system.js';

const fix = 'Install them with:  npm run setup:browsers (it names what it cannot install)';
const missing = missingNeeds();
const {present, skipped} = enginesHere();
// What no engine can do without (a Node test's server), every engine in CI, and at least one.
const required = missing.filter((need) => !need.browser || inCi() || present.length === 0);
if (required.length > 0) {
  console.error(
    `The tests need ${required.map((need) => need.what).join(', ')}, not installed here.\n${fix}`,
  );
  process.exit(1);
}
if (skipped.length > 0) {
  console.warn(
    [`The browser tests run in ${present.join(', ')} only:`, ...skippedLines(skipped), fix].join(
      '\n',
    ),
  );
}
