// Every language file has every word English has, with English's placeholders only, and a plural
// form for each category `Intl.PluralRules` has in that language: a contributor's file fails here
// naming the key, not on a viewer's screen.
import assert from 'node:assert/strict';
import {readdirSync} from 'node:fs';
import {describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';
import type {Message, Words} from '../../src/i18n/languages.js';
import {LANGUAGES, languageOf} from '../../src/i18n/languages.js';
import {pluralForm} from '../../src/i18n/plural.js';
import english from './english-words.js';

const dir = fileURLToPath(new URL('../../src/i18n/lang/', import.meta.url));
const tags = readdirSync(dir).map((file) => file.replace(/\.ts$/, ''));

const forms = (message: Message): string[] =>
  typeof message === 'string' ? [message] : Object.values(message);
const placeholders = (text: string) => new Set(text.match(/\{\w+\}/g) ?? []);

/** What is wrong with `words` held to English, one line per fault. */
export function faults(tag: string, words: Words): string[] {
  const found: string[] = [];
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  for (const key of Object.keys(english)) if (!(key in words)) found.push(`${key}: missing`);
  for (const [key, message] of Object.entries(words)) {
    const reference = english[key];
    if (reference === undefined) {
      found.push(`${key}: not a key of English`);
      continue;
    }
    const allowed = new Set(forms(reference).flatMap((text) => [...placeholders(text)]));
    for (const text of forms(message)) {
      const extra = [...placeholders(text)].filter((name) => !allowed.has(name));
      if (extra.length) found.push(`${key}: ${extra.join(', ')} not in English`);
    }
    const other = typeof message === 'string' ? message : message.other;
    const lost = [...allowed].filter((name) => !other?.includes(name));
    if (lost.length) found.push(`${key}: ${lost.join(', ')} missing`);
    const plural = typeof reference !== 'string';
    if (typeof message !== 'string') {
      const unknown = Object.keys(message).filter(
        (form) => !/^(zero|one|two|few|many|other)$/.test(form),
      );
      const absent = categories.filter((category) => !(category in message));
      if (unknown.length) found.push(`${key}: ${unknown.join(', ')} is no plural category`);
      if (absent.length) found.push(`${key}: no ${absent.join(', ')} form`);
    } else if (plural && categories.length > 1) {
      found.push(`${key}: a plural in English, needs the forms ${categories.join(', ')}`);
    }
  }
  return found;
}

describe('the language files', () => {
  it('are the languages the widgets look for, the twenty-three of docs/theming.md', () => {
    assert.deepEqual(tags, LANGUAGES.split(' '));
    assert.equal(tags.length, 23);
  });

  for (const tag of tags) {
    it(`${tag}: every key of English, its placeholders, every plural form`, async () => {
      const {words} = (await import(`${dir}${tag}.ts`)) as {words: Words};
      assert.deepEqual(faults(tag, words), []);
      assert.equal(languageOf(tag), tag, 'the language is loaded for its own tag');
    });
  }

  it('finds a missing key or placeholder, a stray placeholder or key, a missing plural form', () => {
    const words = {...english} as Words;
    delete words['player.pause'];
    words['player.mute'] = 'Stumm {title}';
    words['player.play'] = 'Abspielen';
    words['player.paus'] = 'Pause';
    assert.deepEqual(faults('de', words), [
      'player.pause: missing',
      'player.play: {title} missing',
      'player.mute: {title} not in English',
      'player.paus: not a key of English',
    ]);
    // English's words as Russian: one and other, where Russian has one, few, many and other.
    assert.deepEqual(faults('ru', english), [
      'player.skippedBack: no few, many form',
      'player.skippedForward: no few, many form',
      'player.upNextCountdownSpoken: no few, many form',
      'player.shortcutSeek: no few, many form',
      'transcript.matches: no few, many form',
    ]);
  });
});

describe('languageOf', () => {
  const cases: [string, string | undefined][] = [
    ['de-AT', 'de'],
    ['de-CH', 'de'],
    ['en-GB', undefined],
    ['pt', 'pt-BR'],
    ['pt-BR', 'pt-BR'],
    ['pt-PT', 'pt-PT'],
    ['pt-AO', 'pt-PT'],
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh-Hans', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-MO', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['no', 'nb'],
    ['nn-NO', 'nb'],
    ['nb-NO', 'nb'],
    ['ar-EG', 'ar'],
    ['he-IL', 'he'],
    ['sr', undefined],
  ];
  for (const [locale, language] of cases) {
    it(`reads ${locale} as ${language ?? 'English'}`, () => {
      assert.equal(languageOf(locale), language);
    });
  }

  it('reads English without looking up likely subtags (a phone pays 40 ms for the first)', () => {
    const intl = Intl as {Locale: unknown};
    const {Locale} = intl;
    intl.Locale = class {
      constructor() {
        throw new Error('Intl.Locale was made');
      }
    };
    try {
      for (const locale of ['en', 'en-US', 'EN-gb']) assert.equal(languageOf(locale), undefined);
    } finally {
      intl.Locale = Locale;
    }
  });
});

describe('pluralForm', () => {
  const lines = {one: '{count} строка', few: '{count} строки', many: '{count} строк', other: '…'};
  it('chooses the form Intl.PluralRules gives the number in the language', () => {
    const forms = [1, 3, 5, 21, 22, 11].map((count) => pluralForm(lines, count, 'ru'));
    assert.deepEqual(forms, [lines.one, lines.few, lines.many, lines.one, lines.few, lines.many]);
  });

  it('takes other where the message has no form for the category, and a string as it is', () => {
    assert.equal(pluralForm({one: 'eine', other: 'viele'}, 2, 'ar'), 'viele');
    assert.equal(pluralForm('{count} 行', 3, 'ja'), '{count} 行');
  });
});
