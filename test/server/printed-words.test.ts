import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {LANGUAGES} from '../../src/i18n/languages.js';
import {printedWords} from '../../src/server/printed-words.js';
import {DEFAULT_STRINGS} from '../../src/video-player/player-strings.js';

describe('printedWords (the words a server prints)', () => {
  it('has every language the widgets speak, and English without one', () => {
    for (const tag of LANGUAGES.split(' ')) {
      assert.notEqual(printedWords(tag, 'player', DEFAULT_STRINGS).play, DEFAULT_STRINGS.play, tag);
    }
    assert.equal(printedWords('en-US', 'player', DEFAULT_STRINGS).play, DEFAULT_STRINGS.play);
    assert.equal(printedWords(undefined, 'player', DEFAULT_STRINGS).play, DEFAULT_STRINGS.play);
  });
});
