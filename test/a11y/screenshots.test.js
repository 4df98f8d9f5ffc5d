// The screenshots docs/screenshots.md shows are the ones scripts/screenshots.js makes, all
// there, and small enough to keep in the repository.
import assert from 'node:assert/strict';
import {readFile, stat} from 'node:fs/promises';
import {describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const BUDGET = 1.5 * 1024 * 1024;

describe('docs/screenshots.md', () => {
  it('shows every state in every mode, each made by the script and committed', async () => {
    const doc = await readFile(`${root}docs/screenshots.md`, 'utf8');
    const script = await readFile(`${root}scripts/screenshots.js`, 'utf8');
    const images = [...doc.matchAll(/\]\(images\/([a-z-]+)\.png\)/g)].map((match) => match[1]);
    const states = ['carousel-loaded', 'carousel-error', 'player-poster', 'player-playing'];
    const modes = ['light', 'dark', 'forced-colors', 'rtl'];
    assert.deepEqual(
      images,
      states.flatMap((state) => modes.map((mode) => `${state}-${mode}`)),
    );
    for (const name of [...states, ...modes]) assert.match(script, new RegExp(`'${name}'`));
    let total = (await stat(`${root}docs/images/demo.png`)).size;
    for (const image of images) total += (await stat(`${root}docs/images/${image}.png`)).size;
    assert.ok(total < BUDGET, `docs/images holds ${total} bytes, over ${BUDGET}`);
  });
});
