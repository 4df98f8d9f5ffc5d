// First step of `npm test`: stop at once, naming the set-up command, when a browser is missing.
import {missingNeeds} from './test-system.js';

const missing = missingNeeds();
if (missing.length > 0) {
  console.error(
    `The tests need ${missing.map((need) => need.what).join(', ')}, not installed here.\n` +
      'Install them with:  npm run setup:browsers',
  );
  process.exit(1);
}
