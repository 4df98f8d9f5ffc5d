// What class-vcw-carousel-markup.php prints that must be byte for byte the Node renderer's, written
// by the build into the WordPress plugin (assets/printed-carousel.json): the carousel's shadow-root
// CSS, its words in every language of ours, each language's medium date as ICU writes it, and the
// lit templates of its row as lit's SSR prints them, cut at their values. The templates are
// found by rendering one carousel of a video with every field (carouselShadow() of
// render-carousel.ts), so PHP prints the markup lit would, markers and hashes included, without
// a copy of it by hand.
import {resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {render} from '@lit-labs/ssr';
import {collectResultSync} from '@lit-labs/ssr/lib/render-result.js';
import {formsOf, stemsOf} from './printed-player.js';

/**
 * The templates PHP fills in, each named by what only its markup holds (its values written `$`).
 * Every template of a printed row is one of these (the build fails on another).
 */
const NAMES = {
  shell: /part="region"/,
  nav: /class="nav"/,
  list: /class="list"/,
  card: /aria-posinset=/,
  thumbnail: /part="thumbnail"/,
  duration: /part="duration"/,
  link: /part="card-link"/,
  name: /part="title"/,
  spoken: /^<span class="visually-hidden">, \$<\/span>$/,
  facts: /class="facts"/,
  fact: /^<span part=\$ class=\$ dir=\$>/,
  chips: /class="chips"/,
  sector: /part="chip sector"/,
  pause: /^<span class="visually-hidden">\$<\/span>$/,
  tag: /part="chip tag"/,
};

/** The words the printed row says (CarouselStrings of carousel-strings.ts). */
const WORDS = [
  'regionLabel',
  'regionLabelAll',
  'roleDescription',
  'previous',
  'next',
  'untitled',
  'difficulty',
  'community',
  'sectorLabel',
  'tagsLabel',
];

/** A value lit's SSR writes as it is, to find where a template's value goes. */
const mark = (index) => `VCW-VALUE-${index}-VCW`;

/** Every template result of `value`, through lists and `guard`, into `found`. */
function templatesOf(value, found) {
  if (Array.isArray(value)) value.forEach((item) => templatesOf(item, found));
  else if (value?._$litDirective$) {
    // guard(dependencies, render), the one directive of a printed row: its value is render()'s.
    const [, render] = value.values;
    if (typeof render !== 'function') throw new Error('printed-carousel: a directive not guard');
    templatesOf(render(), found);
  } else if (value?._$litType$) {
    found.add(value.strings);
    value.values.forEach((item) => templatesOf(item, found));
  }
}

/**
 * A template as lit's SSR prints it, cut at its values: `pieces` between them, and per value what
 * it is: `child` (markup between lit's markers), `attribute:name` (the whole attribute, left out
 * for `nothing`), `text` (inside an attribute's value) or `none` (an event or a property,
 * which a server does not print, or a boolean attribute, printed as false).
 */
function cut(strings) {
  const holes = strings.slice(0, -1).map((before) => {
    const attribute = /([.?@]?)([^\s"'>/=]+)=(["']?)([^"'<>]*)$/.exec(before);
    if (!attribute || before.lastIndexOf('<') < before.lastIndexOf('>')) return 'child';
    const [, sign, name, quote, start] = attribute;
    if (sign) return 'none';
    return quote && start ? 'text' : `attribute:${name}`;
  });
  const values = holes.map((hole, index) => (hole === 'none' ? undefined : mark(index)));
  let printed = collectResultSync(render({_$litType$: 1, strings, values}));
  const pieces = [];
  holes.forEach((hole, index) => {
    if (hole === 'none') return pieces.push('');
    const written =
      hole === 'child'
        ? `<!--lit-part-->${mark(index)}<!--/lit-part-->`
        : hole === 'text'
          ? mark(index)
          : `${hole.slice('attribute:'.length)}="${mark(index)}"`;
    const at = printed.indexOf(written);
    if (at < 0) throw new Error(`printed-carousel: no ${hole} at value ${index} of ${strings}`);
    pieces.push(printed.slice(0, at));
    printed = printed.slice(at + written.length);
  });
  pieces.push(printed);
  return {pieces, holes};
}

/** Each template of `shadow` by its name (NAMES). */
function templatesNamed(shadow) {
  const found = new Set();
  templatesOf(shadow, found);
  const named = {};
  for (const strings of found) {
    const text = strings.join('$');
    const names = Object.keys(NAMES).filter((name) => NAMES[name].test(text));
    if (names.length !== 1) throw new Error(`printed-carousel: ${names.length} names for ${text}`);
    named[names[0]] = cut(strings);
  }
  const missing = Object.keys(NAMES).filter((name) => !named[name]);
  if (missing.length) throw new Error(`printed-carousel: no template for ${missing}`);
  return named;
}

/**
 * How `tag` writes a day (formatDate() of format-date.ts: medium, in UTC): `pattern`, whose
 * `{d}`/`{dd}`, `{M}`/`{MM}`/`{MMM}` and `{y}` are the day, the month (its number, or its name
 * of `months`) and the year; `digits` where they are not ASCII's. Null where that does not say
 * every day of the years 1000 to 9999 as ICU does (another calendar).
 */
function dateIn(tag) {
  const format = new Intl.DateTimeFormat(tag, {dateStyle: 'medium', timeZone: 'UTC'});
  const number = new Intl.NumberFormat(tag, {useGrouping: false});
  const digits = [...'0123456789'].map((digit) => number.format(Number(digit)));
  const written = (n, width = 1) =>
    String(n)
      .padStart(width, '0')
      .replace(/\d/g, (digit) => digits[digit]);
  const day = (year, month, date) => {
    const utc = new Date(0);
    utc.setUTCFullYear(year, month - 1, date);
    return utc;
  };
  const months = Array.from(
    {length: 12},
    (_, i) => format.formatToParts(day(2024, i + 1, 5)).find((part) => part.type === 'month').value,
  );
  const token = {
    day: ({value}) => (value === written(5, 2) ? '{dd}' : '{d}'),
    month: ({value}) => (value === written(3, 2) ? '{MM}' : value === written(3) ? '{M}' : '{MMM}'),
    year: () => '{y}',
    literal: ({value}) => value,
  };
  const sample = day(2024, 3, 5);
  const parts = format.formatToParts(sample);
  if (
    parts.some((part) => !token[part.type] || (part.type === 'literal' && /[{}]/.test(part.value)))
  )
    return null;
  // V8's format() writes a narrow no-break space as a space (formatToParts() does not).
  const narrow = format.format(sample).includes('\u202f') ? '\u202f' : ' ';
  const pattern = parts
    .map((part) => token[part.type](part))
    .join('')
    .replaceAll('\u202f', narrow);
  const said = {pattern, ...(pattern.includes('{MMM}') ? {months} : {})};
  if (digits.join('') !== '0123456789') said.digits = digits;
  const says = (y, m, d) =>
    pattern.replace(
      /\{(dd?|M{1,3}|y)\}/g,
      (_, field) =>
        ({
          d: written(d),
          dd: written(d, 2),
          M: written(m),
          MM: written(m, 2),
          MMM: months[m - 1],
          y: written(y),
        })[field],
    );
  for (const year of [1000, 1582, 1970, 1999, 2024, 2025, 9999])
    for (let month = 1; month <= 12; month++)
      for (let date = 1; date <= 28; date += 3)
        if (format.format(day(year, month, date)) !== says(year, month, date)) return null;
  return said;
}

/**
 * The language codes ICU has dates of but we have no forms of (`th`): a page in one of them gets
 * its dates from ICU in Node, so PHP prints no carousel for it. (ICU falls back to English for a
 * code it has nothing of, `ary`, as PHP does.)
 */
function foreignLanguages(stems) {
  const codes = [];
  const A_Z = 'abcdefghijklmnopqrstuvwxyz';
  for (const a of A_Z)
    for (const b of A_Z)
      for (const c of ['', ...A_Z]) {
        const code = a + b + c;
        if (['en', ...stems].includes(Intl.getCanonicalLocales(code)[0].split('-')[0])) continue;
        if (Intl.DateTimeFormat.supportedLocalesOf(code).length) codes.push(code);
      }
  return codes;
}

/** The build's printed-carousel.json, as bytes. */
export async function printedCarousel(root = '.') {
  const lib = pathToFileURL(resolve(root, 'dist/lib')).href;
  const {carouselShadow, printedCss} = await import(`${lib}/server/render-carousel.js`);
  const {printedWords} = await import(`${lib}/server/printed-words.js`);
  const {withDefaults} = await import(`${lib}/video-carousel/carousel-strings.js`);
  const {LANGUAGES} = await import(`${lib}/i18n/languages.js`);
  const {parseVideo} = await import(`${lib}/data/parse-video.js`);
  const ours = ['en', ...LANGUAGES.split(' ')];
  const words = {};
  for (const language of ours) {
    const strings = withDefaults(printedWords(language, 'carousel'));
    words[language] = Object.fromEntries(WORDS.map((key) => [key, strings[key]]));
  }
  const stems = stemsOf(ours);
  const dates = formsOf(ours, stems, dateIn);
  const video = parseVideo({
    id: 1,
    title: 'a',
    originalDate: '2024-03-05T00:00:00Z',
    finasset: 'a',
    difficulty: 1,
    community: true,
    sector: 'a',
    tags: ['a'],
    playbackDetails: {streamUrl: 'https://a/', thumbnailUrl: 'https://a/', duration: 1},
  });
  const shadow = carouselShadow([video], 1, {category: 'a'}, undefined);
  return Buffer.from(
    JSON.stringify({
      css: printedCss(),
      words,
      dates,
      foreign: foreignLanguages(stems),
      templates: templatesNamed(shadow),
    }),
  );
}
