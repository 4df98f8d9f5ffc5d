// Sets our words for the media controls beside the words Firefox's own controls use in each
// language (issue 37: "use the words viewers already know"). Firefox's translations come in
// Debian's language packs, which this script reads and never installs:
//
//   mkdir -p /tmp/langpacks && cd /tmp/langpacks && apt-get download \
//     firefox-esr-l10n-{ar,cs,da,de,es-es,fi,fr,he,hi-in,it,ja,ko,nb-no,nl,pl,pt-br,pt-pt,ru,sv-se,tr,uk,zh-cn,zh-tw}
//   node --import tsx scripts/browser-words.js /tmp/langpacks
//
// It prints a Markdown table per language and a count of the words that differ; docs/theming.md
// says what was done with the result. Needs `dpkg-deb` and `unzip`.
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {languageOf} from '../src/i18n/languages.ts';

/** Firefox's `videocontrols.ftl` message → our key. */
const CONTROLS = {
  'videocontrols-play-button': 'player.playButton',
  'videocontrols-pause-button': 'player.pause',
  'videocontrols-mute-button': 'player.mute',
  'videocontrols-volume-control': 'player.volume',
  'videocontrols-closed-caption-button': 'player.captions',
  'videocontrols-closed-caption-off': 'player.captionsOff',
  'videocontrols-enterfullscreen-button': 'player.fullscreen',
  'videocontrols-exitfullscreen-button': 'player.exitFullscreen',
  'videocontrols-picture-in-picture-label': 'player.pictureInPicture',
};

/** Each message's text in an FTL file: its value, else its first attribute's. */
function messages(ftl) {
  const found = {};
  for (const [, id, value, attribute] of ftl.matchAll(
    /^([\w-]+) *=[ \t]*(.*)\n(?:[ \t]+\.[\w-]+ *= *(.*)\n)?/gm,
  )) {
    found[id] = (value || attribute || '').trim();
  }
  return found;
}

/** The `videocontrols.ftl` of every Firefox language pack in `folder`, by Firefox's code. */
function languagePacks(folder) {
  const packs = {};
  for (const deb of readdirSync(folder).filter((name) => name.endsWith('.deb'))) {
    const out = mkdtempSync(join(tmpdir(), 'langpack-'));
    try {
      execFileSync('dpkg-deb', ['-x', join(folder, deb), out]);
      const extensions = join(out, 'usr/lib/firefox-esr/browser/extensions');
      for (const xpi of readdirSync(extensions)) {
        const code = /^langpack-(.+)@/.exec(xpi)?.[1];
        if (!code) continue;
        packs[code] = execFileSync(
          'unzip',
          ['-p', join(extensions, xpi), `localization/${code}/toolkit/global/videocontrols.ftl`],
          {encoding: 'utf8'},
        );
      }
    } finally {
      rmSync(out, {recursive: true, force: true});
    }
  }
  return packs;
}

const folder = process.argv[2];
if (!folder) {
  console.error(
    'Usage: node --import tsx scripts/browser-words.js <folder of firefox-esr-l10n-*.deb>',
  );
  process.exit(2);
}
let differ = 0;
let compared = 0;
for (const [code, ftl] of Object.entries(languagePacks(folder)).sort()) {
  const tag = languageOf(code);
  const {words} = await import(`../src/i18n/lang/${tag}.ts`);
  const firefox = messages(ftl);
  console.log(`\n### ${tag} (Firefox ${code})\n\n| key | ours | Firefox |\n| --- | --- | --- |`);
  for (const [id, key] of Object.entries(CONTROLS)) {
    if (!firefox[id]) continue;
    compared++;
    const same = firefox[id].toLowerCase() === String(words[key]).toLowerCase();
    if (!same) differ++;
    console.log(`| ${key} | ${words[key]} | ${same ? '(same)' : firefox[id]} |`);
  }
}
console.log(`\n${compared - differ} of ${compared} words as Firefox has them, ${differ} differ.`);
