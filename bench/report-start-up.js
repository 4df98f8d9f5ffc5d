// The start-up tables of the bench report: first frame after the click on each profile, with
// the ratios and targets of issues 15 and 38, the page opened and tapped as soon as its play
// button shows (issue 38), and the page-load cost of a page with one player.
import {KB} from './budgets.js';
import {PHONE_PROFILES} from './profiles.js';
import {withSpread} from './stats.js';

const SUBJECT_NAMES = {
  ours: 'ours, cold click',
  oursHovered: 'ours, hovered 150 ms first',
  oursTapped: 'ours, tapped (touchstart 100 ms first)',
  oursVisible: 'ours, `preload="visible"`, clicked 1 s after its poster showed',
  oursNative: 'ours, `prefer-playback="native"`, cold click',
  oursMse: 'ours, `prefer-playback="mse"` (hls.js), cold click',
  oursPreloadNone: 'ours, `preload="none"`',
  oursRendered: 'ours, server-rendered (`renderPlayer`)',
  hlsVideoElement: 'hls-video-element',
  muxPlayer: '@mux/mux-player',
  spf: "@videojs/spf (Video.js 10's engine)",
};
/** Issues 15's and 38's targets (every profile), as a ratio to hls-video-element's first frame. */
export const FIRST_FRAME_TARGETS = {ours: 1.2, oursHovered: 0.7, oursTapped: 0.7};
const PEER = 'hlsVideoElement';
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * One table per clip (per packaging of it: the CMAF one is @videojs/spf's), a row per subject, a
 * column per network.
 * @param {Record<string, Record<string, any>> | {error: string} | undefined} firstFrame
 * @returns {string[]} markdown lines
 */
export function firstFrameTables(firstFrame) {
  if (!firstFrame || firstFrame.error) return [];
  const networks = Object.keys(firstFrame);
  const lines = [];
  for (const build of Object.keys(firstFrame[networks[0]])) {
    const {clip, videoId, master, build: played = build} = firstFrame[networks[0]][build];
    const runs = firstFrame[networks[0]][build].ours.runs;
    // `build`: the hls.js build ours played on, where the key does not say; `master`: the clip's
    // other packaging, its segments in fMP4.
    const stream = master ? `${clip}, fMP4 (CMAF) segments` : clip;
    lines.push(
      `### First frame after the click: ${stream} (video ${videoId}, ${played === 'light' ? '`hls.js/light`' : 'full hls.js'}; medians of ${runs} [fastest–slowest])`,
      '',
      row(['', ...networks, `target (#15, #38, × ${SUBJECT_NAMES[PEER]})`]),
      row(['---', ...networks.map(() => '---'), '---']),
    );
    for (const [subject, name] of Object.entries(SUBJECT_NAMES)) {
      if (!firstFrame[networks[0]][build][subject]) continue;
      const cells = networks.map((network) => {
        const figures = firstFrame[network][build];
        const ratios = Object.entries(figures.ratios)
          .filter(([, bySubject]) => bySubject[subject] !== undefined)
          .map(([peer, bySubject]) => `×${bySubject[subject]} ${SUBJECT_NAMES[peer]}`);
        const {medianMs, samplesMs} = figures[subject];
        return `${withSpread(medianMs, samplesMs)}${ratios.length ? ` (${ratios.join(', ')})` : ''}`;
      });
      lines.push(row([name, ...cells, targetCell(firstFrame, build, subject)]));
    }
    // Ours beside hls-video-element, and @videojs/spf where it played.
    const scripted = ['ours', PEER, 'spf'].filter(
      (subject) => firstFrame[networks[0]][build][subject],
    );
    lines.push(
      row([
        `JS received before the first frame, cold click (${scripted.map((subject) => SUBJECT_NAMES[subject].replace(', cold click', '')).join(' / ')})`,
        ...networks.map((network) => {
          const script = (run) =>
            `${run.scriptBeforeFirstFrame.files} file(s), ${kb(run.scriptBeforeFirstFrame.transferred)}`;
          return scripted.map((subject) => script(firstFrame[network][build][subject])).join(' / ');
        }),
        '',
      ]),
      '',
    );
  }
  return lines;
}

/**
 * Met or missed on every network, and by how many ms where missed.
 * @param {Record<string, Record<string, any>>} firstFrame
 * @param {string} build
 * @param {string} subject
 */
function targetCell(firstFrame, build, subject) {
  const target = FIRST_FRAME_TARGETS[subject];
  if (!target) return '';
  const missed = Object.entries(firstFrame)
    .map(([network, builds]) => {
      const figures = builds[build];
      const over = figures[subject].medianMs - target * figures[PEER].medianMs;
      return over > 0 ? `${network} by ${Math.round(over)} ms` : '';
    })
    .filter(Boolean);
  return `≤ ×${target}: ${missed.length ? `**missed** on ${missed.join(', ')}` : 'met'}`;
}

/**
 * Issue 51: the page opened and tapped, ours over the best peer, by profile, for a page that
 * loads the widgets by script tag (a server-rendered page aims at ×0.7 on phones: issue 52).
 */
const OPEN_AND_TAP_TARGET = {phone: 0.85, other: 1.0};

/**
 * A row per subject, a column per profile: ms from opening the page to the first frame, and
 * when the tap's click came.
 * @param {Record<string, Record<string, any>> | {error: string} | undefined} openAndTap
 * @returns {string[]} markdown lines
 */
export function openAndTapTable(openAndTap) {
  if (!openAndTap || openAndTap.error) return [];
  const profiles = Object.keys(openAndTap);
  const first = openAndTap[profiles[0]];
  const subjects = Object.keys(first).filter((key) => key !== 'ratios');
  const targetOf = (profile) =>
    PHONE_PROFILES.includes(profile) ? OPEN_AND_TAP_TARGET.phone : OPEN_AND_TAP_TARGET.other;
  const verdict = (profile, subject) => {
    const figures = openAndTap[profile];
    const best = figures[subject].medianMs / figures.ratios[subject];
    const over = Math.round(figures[subject].medianMs - targetOf(profile) * best);
    return `×${figures.ratios[subject]} (≤ ×${targetOf(profile)}: ${over > 0 ? `**missed** by ${over} ms` : 'met'})`;
  };
  return [
    `### Open the page, tap play as soon as it shows, first frame (ms since navigation; medians of ${first.ours.runs} [fastest–slowest])`,
    '',
    row(['', ...profiles]),
    row(['---', ...profiles.map(() => '---')]),
    ...subjects.map((subject) =>
      row([
        SUBJECT_NAMES[subject].replace(', cold click', ''),
        ...profiles.map((profile) => {
          const {medianMs, samplesMs, tappedMs} = openAndTap[profile][subject];
          return `${withSpread(medianMs, samplesMs)} (tapped at ${tappedMs})`;
        }),
      ]),
    ),
    ...Object.keys(first.ratios).map((subject) =>
      row([
        `${SUBJECT_NAMES[subject].replace(', cold click', '')} × the best peer (target)`,
        ...profiles.map((profile) => verdict(profile, subject)),
      ]),
    ),
    '',
  ];
}

/**
 * @param {{cardSelection: ByProfile, hoveredPlay: ByProfile} | {error: string} | undefined} interaction
 * @returns {string[]} markdown lines
 * @typedef {Record<string, {medianMs: number, samplesMs: number[]}>} ByProfile
 */
export function interactionTable(interaction) {
  if (!interaction || 'error' in interaction) return [];
  const {cardSelection, hoveredPlay} = interaction;
  const profiles = Object.keys(cardSelection);
  /** @param {string} what @param {ByProfile} inp */
  const line = (what, inp) =>
    row([
      what,
      ...profiles.map((profile) => withSpread(inp[profile].medianMs, inp[profile].samplesMs)),
      `≤ 200 ms: ${profiles.every((profile) => inp[profile].medianMs <= 200) ? 'met' : '**missed**'}`,
    ]);
  return [
    `### INP on a phone (medians of ${cardSelection[profiles[0]].samplesMs.length} [fastest–slowest])`,
    '',
    row(['', ...profiles, 'target (#38)']),
    row(['---', ...profiles.map(() => '---'), '---']),
    line('a card selection, demo page (longest event of the click)', cardSelection),
    line('a poster clicked after a 150 ms hover, player page', hoveredPlay),
    '',
  ];
}

/**
 * @param {Record<string, Record<string, any>> | {error: string} | undefined} pageLoad
 * @returns {string[]} markdown lines
 */
export function pageLoadTable(pageLoad) {
  if (!pageLoad || pageLoad.error) return [];
  const networks = Object.keys(pageLoad);
  const subjects = Object.keys(pageLoad[networks[0]]).filter((key) => key !== 'ratios');
  const runs = pageLoad[networks[0]].ours.runs;
  const figure = (label, pick) =>
    networks.map((network) =>
      row([`${label}, ${network}`, ...subjects.map((subject) => pick(pageLoad[network][subject]))]),
    );
  return [
    `### Page-load cost, a page with one player (medians of ${runs})`,
    '',
    row(['', ...subjects.map((subject) => SUBJECT_NAMES[subject].replace(', cold click', ''))]),
    row(['---', ...subjects.map(() => '---')]),
    ...figure('LCP', (f) =>
      f.lcpMs === null
        ? 'no LCP entry'
        : `${f.lcpMs} ms${f.lcpRuns < f.runs ? ` (${f.lcpRuns} runs with one)` : ''}`,
    ),
    ...figure('TBT', (f) => `${f.tbtMs} ms`),
    ...figure(
      'JS before interaction, received',
      (f) => `${f.scriptFiles} file(s), ${kb(f.scriptBytes)}`,
    ),
    '',
  ];
}

/** @param {string[]} cells */
const row = (cells) => `| ${cells.join(' | ')} |`;
