// The WordPress plugin's PHP printer of the carousel (class-vcw-carousel-markup.php, run by the
// php CLI without WordPress) against the Node renderer the package ships: for the same list,
// hostile records included, in every language, the same bytes, so the same DOM, which
// declarative-shadow-dom.test.ts holds to the element's own. Reads the build's modules: needs
// `npm run build` first (as `npm test` does).
import assert from 'node:assert/strict';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';
import {printedCarousel} from '../../scripts/printed-carousel.js';
import {printedPlayer} from '../../scripts/printed-player.js';
import type {RenderCarouselOptions} from '../../src/server/index.js';
import {renderCarousel} from './built-server.js';
import {localeOf, WORDPRESS_LANGS} from './printed-langs.js';
import {printInPhp} from './php-printer.js';
import {printedRecords} from './printed-records.js';

type Attributes = NonNullable<RenderCarouselOptions['attributes']>;
interface Case {
  /** The JSON text of the service's items. */
  records: string;
  attributes: Attributes;
  /** The `lang` the element reads (its own, else the page's), as a page writes it. */
  lang?: string;
}

const root = fileURLToPath(new URL('../../', import.meta.url));
let folder: string;

before(async () => {
  folder = await mkdtemp(join(tmpdir(), 'vcw-print-'));
  await writeFile(join(folder, 'printed-player.json'), await printedPlayer(root));
  await writeFile(join(folder, 'printed-carousel.json'), await printedCarousel(root));
});
after(() => rm(folder, {recursive: true, force: true}));

/** What the PHP printer prints for each case (null where it prints none). */
const printIn = (cases: Case[]) =>
  printInPhp(
    'test/wordpress/print-carousels.php',
    [join(folder, 'printed-player.json'), join(folder, 'printed-carousel.json')],
    cases,
  );

/** What renderCarousel prints for a case, or null where it throws. */
function printInNode({records, attributes, lang}: Case) {
  try {
    return renderCarousel(JSON.parse(records), {attributes, lang: localeOf(lang)});
  } catch {
    return null;
  }
}

const MEDIA = 'https://media.example/videos/1001';
const texts = printedRecords(MEDIA);
const plain = JSON.parse(texts['plain']!) as Record<string, unknown>;
/** Every record of printedRecords, hostile ones included, as one list. */
const all = `[${Object.values(texts).join(',')}]`;
/** `count` records of ids from 1, each with other fields. */
const many = (count: number) =>
  JSON.stringify(
    Array.from({length: count}, (_, i) => ({
      ...plain,
      id: i + 1,
      originalDate: `${1000 + i * 311}-${String((i % 12) + 1).padStart(2, '0')}-28T10:00:00Z`,
      finasset: i % 3 ? undefined : `asset ${'x'.repeat(i * 3)}`,
      difficulty: i % 4 ? i : undefined,
      tags: Array.from({length: i % 11}, (_, t) => `tag ${t} ${'y'.repeat(i * 2)}`),
      sector: i % 5 ? `sector ${'z'.repeat(i * 2)}` : undefined,
      community: i % 2 === 0,
      playbackDetails: {
        streamUrl: `${MEDIA}/${i}.m3u8`,
        thumbnailUrl: i % 7 ? `${MEDIA}/${i}.jpg` : undefined,
        duration: i % 6 ? i * 997.3 : undefined,
      },
    })),
  );

/** Each case's PHP print against Node's: the same bytes, where PHP prints at all. */
async function comparePrints(cases: Case[]) {
  const php = await printIn(cases);
  cases.forEach((one, i) => {
    const node = printInNode(one);
    assert.ok(node, `Node prints case ${i}`);
    assert.equal(php[i], node, `case ${i}: lang="${one.lang}" ${JSON.stringify(one.attributes)}`);
  });
}

describe('the WordPress plugin’s PHP printer of <video-carousel>', () => {
  it('prints what renderCarousel prints, byte for byte, for hostile records and attributes', () =>
    comparePrints([
      {records: all, attributes: {category: 'Investing Basics'}},
      {records: all, attributes: {}},
      {records: all, attributes: {category: '"><b>{category}</b>', limit: ' 3 '}},
      {records: all, attributes: {label: 'Our <videos> & "more"', category: 'x', id: 'row'}},
      {records: all, attributes: {label: true, category: true, preview: true, limit: '1000'}},
      {records: all, attributes: {'watch-url': '/videos/{id}?from={id}&x="y"'}},
      {records: all, attributes: {'watch-url': 'java\nscript:alert({id})', filter: ' '}},
      // More than a page of cards, more than a first row of thumbnails at once, every field.
      {records: many(40), attributes: {limit: '30'}},
      {records: many(40), attributes: {}},
    ]));

  it('says the words, lengths and dates of the language the element would take it over in', async () => {
    const tags = [
      ...WORDPRESS_LANGS,
      ...['de_DE', 'EN-gb', 'zh', 'zh-Hant-CN', 'zh-MO', 'zh-Hans-SG', 'zh-US', 'pt', 'pt-MZ'],
      ...['no', 'nn', 'iw-IL', 'cmn-TW', 'deu', 'ar-SA', 'ar-EG', 'es-419', 'en-IN', 'x', ''],
    ];
    const cases = tags.map((lang) => ({records: many(14), attributes: {category: 'c'}, lang}));
    await comparePrints(cases);
    const php = await printIn(cases);
    const date = (lang: string) =>
      /part="date"\s*><!--lit-part-->([^<]*)</.exec(php[tags.indexOf(lang)]!)![1];
    // The first record's day, 1000-01-28, as each writes it.
    assert.equal(date('en-US'), 'Jan 28, 1000');
    assert.equal(date('de-DE'), '28.01.1000');
    assert.equal(date('ru-RU'), '28 янв. 1000 г.');
    assert.equal(date('ar-SA'), '٢٨‏/٠١‏/١٠٠٠');
  });

  it('prints nothing (the page keeps the bare tag) where it cannot print what Node would', async () => {
    const cases: Case[] = [
      // No video to show; a row filtered by the element's code; a limit the element refuses.
      {records: '[]', attributes: {}},
      {records: all, attributes: {filter: 'Markets'}},
      {records: all, attributes: {limit: '0'}},
      {records: all, attributes: {limit: '1e3'}},
      // A URL the WHATWG parser would rewrite; a year before 1000; a language we have no dates of.
      {
        records: JSON.stringify([
          {...plain, playbackDetails: {mp4Url: 'https://m.example/a b.mp4'}},
        ]),
        attributes: {},
      },
      {records: JSON.stringify([{...plain, originalDate: '0999-12-31T00:00:00Z'}]), attributes: {}},
      {records: all, attributes: {}, lang: 'th-TH'},
    ];
    assert.deepEqual(
      await printIn(cases),
      cases.map(() => null),
    );
  });
});
