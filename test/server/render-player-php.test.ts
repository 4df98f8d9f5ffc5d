// The WordPress plugin's PHP printer (class-vcw-player-markup.php, run by the php CLI without
// WordPress) against the Node renderer the package ships: for the same service records, hostile ones included, the
// same bytes, so the same DOM, which declarative-shadow-dom.test.ts holds to the element's own.
// Reads the build's printed-player.json: needs `npm run build` first (as `npm test` does).
import assert from 'node:assert/strict';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';
import {printedPlayer} from '../../scripts/printed-player.js';
import type {RenderPlayerOptions} from '../../src/server/index.js';
import {renderPlayer} from './built-server.js';
import {localeOf, WORDPRESS_LANGS} from './printed-langs.js';
import {printInPhp} from './php-printer.js';
import {printedRecords} from './printed-records.js';

type Attributes = NonNullable<RenderPlayerOptions['attributes']>;
interface Case {
  record: string;
  attributes: Attributes;
  /** The `lang` the element reads (its own, else the page's), as a page writes it. */
  lang?: string;
}

const root = fileURLToPath(new URL('../../', import.meta.url));
let folder: string;
let parts: string;

before(async () => {
  folder = await mkdtemp(join(tmpdir(), 'vcw-print-'));
  parts = join(folder, 'printed-player.json');
  await writeFile(parts, await printedPlayer(root));
});
after(() => rm(folder, {recursive: true, force: true}));

/** What the PHP printer prints for each case (null where it prints none). */
const printIn = (cases: Case[]) => printInPhp('test/wordpress/print-players.php', [parts], cases);

/** What renderPlayer prints for a case, or null where it throws (a record it cannot play). */
function printInNode({record, attributes, lang}: Case) {
  try {
    return renderPlayer(JSON.parse(record), {attributes, lang: localeOf(lang)});
  } catch {
    return null;
  }
}

const MEDIA = 'https://media.example/videos/1001';
const plain = JSON.parse(printedRecords(MEDIA)['plain']!) as Record<string, unknown>;
/** The plain record with other playback details. */
const withPlayback = (details: object) =>
  JSON.stringify({...plain, playbackDetails: {streamUrl: `${MEDIA}/master.m3u8`, ...details}});

describe('the WordPress plugin’s PHP printer of <video-player>', () => {
  it('prints what renderPlayer prints, byte for byte, for every record and attributes', async () => {
    const cases: Case[] = [
      ...Object.values(printedRecords(MEDIA)).map((record) => ({record, attributes: {}})),
      {record: printedRecords(MEDIA)['plain']!, attributes: {id: 'lesson-player', muted: true}},
      {record: printedRecords(MEDIA)['plain']!, attributes: {controls: 'none', loop: true}},
      {record: printedRecords(MEDIA)['plain']!, attributes: {id: "\"><x & 'y'", preload: 'none'}},
      // Where the poster links for a reader without script: a watch page, or the MP4 file where
      // the template could be another scheme.
      ...[
        '/videos/{id}?from={id}&x="y"',
        'HTTP://site.example/v/{id}',
        'java\nscript:alert({id})',
        ' /v/{id}',
        '',
      ].map((url) => ({record: printedRecords(MEDIA)['plain']!, attributes: {'watch-url': url}})),
      {record: printedRecords(MEDIA)['plain']!, attributes: {'watch-url': true as const}},
      // Where the video-id stands among the attributes, it stays, with the record's id.
      {record: printedRecords(MEDIA)['plain']!, attributes: {'video-id': '7', autoplay: true}},
    ];
    const php = await printIn(cases);
    cases.forEach((one, i) => {
      const node = printInNode(one);
      assert.ok(node, `Node prints case ${i}`);
      assert.equal(php[i], node, `case ${i}: ${one.record.slice(0, 80)}`);
    });
  });

  it('speaks the language the element would take it over in: words and the length', async () => {
    // Lengths whose hours, minutes and seconds take every plural form of the languages: 1, 2,
    // 3, 11, 21, 22, 25, 0 seconds alone, and the longest.
    const lengths = [3725.4, 7322, 10983, 39671, 76945, 0, 359999];
    const tags = [
      ...WORDPRESS_LANGS,
      ...['de_DE', 'EN-gb', 'zh', 'zh-Hant-CN', 'zh-MO', 'zh-SG', 'zh-Hans-SG', 'zh-US', 'zh-Latn'],
      ...['pt', 'pt-MZ', 'no', 'nn', 'nn-SJ', 'iw-IL', 'cmn-TW', 'deu', 'ar-SA', 'es-419'],
      ...['de-CH-1996', 'x', ''],
    ];
    const cases = tags.flatMap((lang) =>
      lengths.map((duration) => ({record: withPlayback({duration}), attributes: {}, lang})),
    );
    const php = await printIn(cases);
    const words = (markup: string | null) =>
      markup?.match(/aria-label="[^"]*"|<span class="visually-hidden">[^<]*/g)?.join(' ');
    cases.forEach((one, i) => {
      const node = printInNode(one);
      // The words first, so that a failure says which; then the bytes.
      assert.equal(words(php[i]!), words(node), `lang="${one.lang}"`);
      assert.equal(php[i], node, `lang="${one.lang}"`);
    });
    const said = (tag: string, length: number) =>
      /class="visually-hidden">([^<]*)</.exec(
        php[tags.indexOf(tag) * lengths.length + length]!,
      )![1];
    assert.equal(said('de-DE', 0), '1 Stunde 2 Minuten 5 Sekunden');
    // Two minutes in Hebrew is a form of its own, without the number.
    assert.equal(said('he-IL', 0), '1 שעה שתי דקות 5 שניות');
    // Arabic as Saudi Arabia writes it: in its own digits.
    assert.match(said('ar-SA', 2)!, /^٣ /);
  });

  it('writes a URL as the WHATWG parser does, or leaves it out where Node does', async () => {
    const cases = [
      {thumbnailUrl: 'HTTPS://Media.Example:443/Poster.jpg?Q=1#F', duration: 10},
      {thumbnailUrl: 'http://media.example', mp4Url: 'http://media.example:8080?x=/y?'},
      {thumbnailUrl: 'javascript:alert(1)', gifUrl: '/relative.gif'},
      {thumbnailUrl: 'http://127.0.0.1:8002/poster.jpg', mp4Url: 'https://localhost/a.mp4'},
      {thumbnailUrl: 'https://media.example:70000/x.jpg', mp4Url: 'data:video/mp4,x'},
    ].map((details) => ({record: withPlayback(details), attributes: {}}));
    const php = await printIn(cases);
    cases.forEach((one, i) => assert.equal(php[i], printInNode(one), `case ${i}`));
    assert.match(php[0]!, /src="https:\/\/media\.example\/Poster\.jpg\?Q=1#F"/);
  });

  it('prints nothing (the page keeps the bare tag) where the parser would rewrite a URL', async () => {
    const cases = [
      'https://media.example/a poster.jpg',
      'https://bücher.example/poster.jpg',
      'https://media.example/a/../poster.jpg',
      'https://media.example\\poster.jpg',
      'http:media.example/poster.jpg',
      'http://127.1/poster.jpg',
      'http://010.0.0.1/poster.jpg',
    ].map((thumbnailUrl) => ({record: withPlayback({thumbnailUrl}), attributes: {}}));
    assert.deepEqual(
      await printIn(cases),
      cases.map(() => null),
    );
    for (const one of cases) assert.ok(printInNode(one), 'Node prints it');
  });

  it('prints nothing for a record the player could not play, as renderPlayer throws', async () => {
    const cases = [
      JSON.stringify({...plain, id: '1001'}),
      JSON.stringify({...plain, id: 2 ** 53}),
      JSON.stringify({...plain, title: ' \u3000 '}),
      withPlayback({streamUrl: 'ftp://media.example/x.m3u8'}),
      JSON.stringify([plain]),
      'null',
    ].map((record) => ({record, attributes: {}}));
    assert.deepEqual(
      await printIn(cases),
      cases.map(() => null),
    );
    for (const one of cases) assert.equal(printInNode(one), null);
  });
});
