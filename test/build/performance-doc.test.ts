// docs/performance.md says what holds today, briefly; dated runs and history belong in
// docs/performance-log.md. Its byte table names the ceilings the byte test holds.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';
import {
  ALL_ELEMENTS_PLAYER_PAGE_CEILING,
  BEFORE_FIRST_FRAME_CEILING,
  BEFORE_FIRST_FRAME_FULL_CEILING,
  CAROUSEL_PAGE_CEILING,
  KB,
  LANGUAGE_FILE_CEILING,
  PLAYER_PAGE_CEILING,
} from '../../bench/budgets.js';

const doc = readFileSync(new URL('../../docs/performance.md', import.meta.url), 'utf8');
const lines = doc.trimEnd().split('\n');

describe('docs/performance.md', () => {
  it('is at most 250 lines, with no dated entry and no table cell over 300 characters', () => {
    assert.ok(lines.length <= 250, `${lines.length} lines`);
    assert.deepEqual(
      lines.filter((line) => /\b20\d\d-\d\d-\d\d\b/.test(line)),
      [],
    );
    const cells = lines
      .filter((line) => line.startsWith('|'))
      .flatMap((line) => line.split('|').map((cell) => cell.trim()));
    assert.deepEqual(
      cells.filter((cell) => cell.length > 300),
      [],
    );
  });

  it('names the byte test’s ceilings, in the order of bench/budgets.js', () => {
    const bytes = doc.slice(doc.indexOf('## Bytes'), doc.indexOf('\n## ', doc.indexOf('## Bytes')));
    const ceilings = [...bytes.matchAll(/^\|[^|\n]*\|[^|\n]*\|\s*([\d.]+) KB\s*\|$/gm)].map(
      ([, figure]) => Number(figure) * KB,
    );
    assert.deepEqual(ceilings, [
      PLAYER_PAGE_CEILING,
      ALL_ELEMENTS_PLAYER_PAGE_CEILING,
      CAROUSEL_PAGE_CEILING,
      BEFORE_FIRST_FRAME_CEILING,
      BEFORE_FIRST_FRAME_FULL_CEILING,
      LANGUAGE_FILE_CEILING,
    ]);
  });
});
