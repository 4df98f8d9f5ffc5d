// What class-vcw-player-markup.php prints that must be byte for byte the Node renderer's, written
// by the build into the WordPress plugin (assets/printed-player.json): the player's shadow-root
// CSS, the facade's words in every language of ours, the length's spoken forms as ICU says them,
// and CLDR's data behind languageOf()'s choice of a language, from the npm build's modules
// (`dist/lib`, whose styles are minified as a server prints them), so PHP and TypeScript cannot
// drift.
import {resolve} from 'node:path';
import {pathToFileURL} from 'node:url';

/** The most of each unit a spoken length says (99:59:59 at most, format.ts). */
const UNITS = {hour: 99, minute: 59, second: 59};

/**
 * How `tag` says `n` of each unit, as describeDuration() of format.ts does: per unit the distinct
 * forms (`{n}` for the number) and a digit for each n from 0, the index of its form; and the
 * locale's `digits` where they are not ASCII's (`ar-SA`).
 */
function lengthsIn(tag) {
  const number = new Intl.NumberFormat(tag);
  const digits = [...'0123456789'].map((digit) => number.format(Number(digit)));
  const written = (n) => String(n).replace(/\d/g, (digit) => digits[digit]);
  const units = Object.entries(UNITS).map(([unit, most]) => {
    const format = new Intl.NumberFormat(tag, {style: 'unit', unit, unitDisplay: 'long'});
    const forms = [];
    let of = '';
    for (let n = 0; n <= most; n++) {
      const form = format.format(n).replace(written(n), '{n}');
      if (!forms.includes(form)) forms.push(form);
      of += forms.indexOf(form);
    }
    if (forms.length > 10) throw new Error(`${tag} says ${unit}s in over ten forms`);
    return [unit, {forms, of}];
  });
  return Object.fromEntries([
    ...(digits.join('') === '0123456789' ? [] : [['digits', digits]]),
    ...units,
  ]);
}

/** Regions a locale can name: CLDR's three of digits that ICU has data for, and every two letters. */
const REGIONS = ['001', '150', '419'];
for (const a of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')
  for (const b of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') REGIONS.push(a + b);

/**
 * The keys VCW_Printed_Language looks a locale's forms (of a length, of a date) up by, as ICU
 * falls back: the locale (language, script, region), its language and script, its language and
 * region, its language.
 */
function localeKeys(tag) {
  const [language, ...rest] = tag.split('-');
  const script = rest.find((subtag) => subtag.length === 4) ?? '';
  const region = rest.find((subtag) => subtag.length === 2 || /^\d{3}$/.test(subtag)) ?? '';
  return [
    [language, script, region].filter(Boolean).join('-'),
    script && `${language}-${script}`,
    script && region && `${language}-${region}`,
    language,
  ].filter(Boolean);
}

/**
 * `formsIn(tag)` (how a locale says a length, a date) for each of `languages` and of their
 * language codes, `stems` (`zh`, `nn`), and for every locale of those ICU has data of its own for
 * that says otherwise than the lookup (localeKeys()) would find without it (`fr-CA`, `ar-SA`,
 * `zh-TW`), English where it finds none.
 */
export function formsOf(languages, stems, formsIn) {
  const forms = Object.fromEntries(
    [...languages, ...stems].map((language) => [language, formsIn(language)]),
  );
  const locales = ['zh-Hans', 'zh-Hant', ...stems].flatMap((stem) =>
    REGIONS.map((region) => `${stem}-${region}`),
  );
  for (const tag of locales) {
    if (new Intl.NumberFormat(tag).resolvedOptions().locale !== tag) continue; // ICU falls back.
    const found =
      localeKeys(tag)
        .slice(1)
        .find((key) => key in forms) ?? 'en';
    const own = formsIn(tag);
    if (JSON.stringify(own) !== JSON.stringify(forms[found])) forms[tag] = own;
  }
  return forms;
}

const A_Z = 'abcdefghijklmnopqrstuvwxyz';

/**
 * What languageOf() (src/i18n/languages.ts) reads from CLDR through `Intl.Locale`: the language
 * codes that stand for one of `languages` (`iw` for `he`, `deu` for `de`), and the regions whose
 * Chinese is written in traditional characters (`zh-HK` is `zh-Hant-HK`).
 */
function likelySubtags(languages) {
  const aliases = {};
  for (const a of A_Z)
    for (const b of A_Z)
      for (const c of ['', ...A_Z]) {
        const code = a + b + c;
        let canonical;
        try {
          [canonical] = Intl.getCanonicalLocales(code);
        } catch {
          continue; // Not a language code.
        }
        if (canonical !== code && languages.includes(canonical)) aliases[code] = canonical;
      }
  const hant = REGIONS.filter(
    (region) => new Intl.Locale(`zh-${region}`).maximize().script === 'Hant',
  );
  return {aliases, hant};
}

/** The language codes of `ours`, and those languageOf() reads as one of ours (PARENTS). */
export const stemsOf = (ours) => [
  ...new Set([...ours.map((tag) => tag.split('-')[0]), 'no', 'nn']),
];

/** The build's printed-player.json, as bytes. */
export async function printedPlayer(root = '.') {
  const lib = pathToFileURL(resolve(root, 'dist/lib')).href;
  const {printedCss} = await import(`${lib}/server/render-player.js`);
  const {printedWords} = await import(`${lib}/server/printed-words.js`);
  const {LANGUAGES} = await import(`${lib}/i18n/languages.js`);
  const {DEFAULT_STRINGS} = await import(`${lib}/video-player/player-strings.js`);
  const ours = ['en', ...LANGUAGES.split(' ')];
  const words = {};
  for (const language of ours) {
    const {play, region, community} = printedWords(language, 'player', DEFAULT_STRINGS);
    words[language] = {play, region, community};
  }
  const stems = stemsOf(ours);
  const lengths = formsOf(ours, stems, lengthsIn);
  return Buffer.from(
    JSON.stringify({css: printedCss(), words, lengths, likely: likelySubtags(stems)}),
  );
}
