// Turns bench results into the markdown tables printed by `npm run bench` and kept in
// bench/results.md (docs/performance.md sums up where each target stands).
import {
  ALL_ELEMENTS_PLAYER_PAGE_CEILING,
  BEFORE_FIRST_FRAME_CEILING,
  BEFORE_FIRST_FRAME_FULL_CEILING,
  CAROUSEL_PAGE_CEILING,
  KB,
  PLAYER_PAGE_CEILING,
} from './budgets.js';
import {PROFILES} from './profiles.js';
import {LONG_TASK_MS} from './measure-hostile-answers.js';
import {timeToErrorTable} from './report-faults.js';
import {withSpread} from './stats.js';
import {
  firstFrameTables,
  interactionTable,
  openAndTapTable,
  pageLoadTable,
} from './report-start-up.js';

const OURS = 'video-content-widgets';
const kb = (bytes) => (bytes === undefined ? '–' : `${(bytes / KB).toFixed(1)} KB`);
const ms = (value) => (value === undefined ? '–' : `${value} ms`);

/** @param {Record<string, any>} results */
export function renderMarkdown(results) {
  const rows = [
    ['Figure', OURS, 'hls-video-element', '@mux/mux-player', 'Budget / floor', 'Note'],
    ['---', '---', '---', '---', '---', '---'],
    ...bytesRows(results.bytes),
    ...thumbnailRows(results.thumbnails, results.scale),
    ...hostileAnswerRows(results.hostileAnswers),
    ...pageRows(results),
  ];
  const table = rows.map((row) => `| ${row.join(' | ')} |`).join('\n');
  const failed = Object.entries(results)
    .filter(([, value]) => value?.error)
    .map(([name, value]) => `- ${name} failed: ${value.error}`);
  return [
    ...partialRun(results),
    `Measured ${results.date.slice(0, 10)} with \`${results.command}\` (${results.seconds} s; ` +
      `Chromium ${results.environment.chromium}, Node ${results.environment.node}, ` +
      `${results.environment.cpus} CPUs, load average ${results.environment.loadAverage} at ` +
      `the start). Text answers (scripts, JSON, playlists) are sent compressed ` +
      `(${encodings(results.compressed)}), as a CDN sends them; start-up figures on the ` +
      'profiles of `bench/profiles.js`: a desktop CPU on loopback and on a link emulated through ' +
      'the DevTools protocol (40 ms per request, 20 Mbit/s), and a phone (the CPU slowed 4×) on ' +
      'that link and on 150 ms, 1.6 Mbit/s. The other figures are on the desktop, on loopback.',
    '',
    ...(Object.keys(results.partSeconds ?? {}).length
      ? [`Seconds per part: ${partTimes(results.partSeconds)}.`, '']
      : []),
    table,
    '',
    ...openAndTapTable(results.openAndTap),
    ...firstFrameTables(results.firstFrame),
    ...pageLoadTable(results.pageLoad),
    ...interactionTable(results.interaction),
    ...timeToErrorTable(results.timeToError, results.timeToErrorRuns),
    ...(failed.length ? [...failed, ''] : []),
  ].join('\n');
}

/**
 * What a run that was stopped, or asked for less than everything, lacks.
 * @param {Record<string, any>} results
 * @returns {string[]} markdown lines
 */
function partialRun({stoppedBy, missing = [], notAsked = [], profiles = []}) {
  const all = Object.keys(PROFILES);
  const lines = [
    stoppedBy ? `- Stopped ${stoppedBy}.` : '',
    missing.length ? `- Not measured: ${missing.join(', ')}.` : '',
    notAsked.length ? `- Not asked for: ${notAsked.join(', ')}.` : '',
    profiles.length && profiles.length < all.length
      ? `- Profiles: ${profiles.join('; ')} only.`
      : '',
  ].filter(Boolean);
  return lines.length ? ['**A partial run.**', '', ...lines, ''] : [];
}

/** @param {Record<string, number>} seconds by part */
const partTimes = (seconds) =>
  Object.entries(seconds)
    .map(([part, value]) => `${part} ${Math.round(value)}`)
    .join(', ');

/** @param {Record<string, number> | undefined} counts answers by encoding */
const encodings = (counts = {}) =>
  Object.entries(counts)
    .map(([encoding, count]) => `${count} ${encoding}`)
    .join(', ') || 'none counted';

/** The two hls.js builds a play of ours may load, as the rows name them. */
const BUILDS = {
  light: 'stream with muxed audio, subtitled or not (`hls.js/light`)',
  full: 'stream with alternate audio renditions (full hls.js)',
};

/** The ceiling before a first frame, per build. */
const CEILINGS = {light: BEFORE_FIRST_FRAME_CEILING, full: BEFORE_FIRST_FRAME_FULL_CEILING};

function bytesRows(bytes) {
  if (!bytes || bytes.error) return [];
  const ours = bytes[OURS];
  const peer = (name, pick) => (bytes[name] ? pick(bytes[name]) : '–');
  const gzBr = (size) => (size ? `${kb(size.gzip)} gz / ${kb(size.brotli)} br` : '–');
  return [
    [
      'JS before interaction, page of one player (`video-player.js` and its static imports)',
      gzBr(ours.beforeInteraction),
      peer('hls-video-element', (p) => gzBr(p.beforeInteraction)),
      peer('mux-player', (p) => gzBr(p.beforeInteraction)),
      `≤ ${kb(PLAYER_PAGE_CEILING)} gz`,
      overBy(ours.beforeInteraction.gzip, PLAYER_PAGE_CEILING),
    ],
    [
      'JS before interaction, page of one player through the three elements’ entry',
      gzBr(ours.allElementsBeforeInteraction),
      '–',
      '–',
      `≤ ${kb(ALL_ELEMENTS_PLAYER_PAGE_CEILING)} gz`,
      `${overBy(ours.allElementsBeforeInteraction.gzip, ALL_ELEMENTS_PLAYER_PAGE_CEILING)}; \`video-content-widgets.js\`: the above and the carousel’s and transcript’s elements`,
    ],
    [
      'JS before interaction, page of one carousel (the three elements’ entry and its cards)',
      gzBr(ours.carouselBeforeInteraction),
      '–',
      '–',
      `≤ ${kb(CAROUSEL_PAGE_CEILING)} gz`,
      `${overBy(ours.carouselBeforeInteraction.gzip, CAROUSEL_PAGE_CEILING)}; the peers have no carousel`,
    ],
    [
      'hls.js chunks: light / full',
      `${gzBr(ours.hlsJs.light)}; ${gzBr(ours.hlsJs.full)}`,
      peer('hls-video-element', (p) => (p.hlsJs.full ? 'full, bundled in the above' : '–')),
      peer('mux-player', (p) => (p.hlsJs.full ? 'full, bundled in the above' : '–')),
      '',
      'a play loads one: full only where the master playlist declares audio renditions of their own (or EXT-X-DEFINE)',
    ],
    ...Object.entries(BUILDS).map(([build, label]) => [
      `JS before first frame, ${label}`,
      gzBr(ours.beforeFirstFrame[build]),
      peer('hls-video-element', (p) => gzBr(p.beforeFirstFrame[build])),
      peer('mux-player', (p) => gzBr(p.beforeFirstFrame[build])),
      `≤ ${kb(CEILINGS[build])} gz`,
      overBy(ours.beforeFirstFrame[build].gzip, CEILINGS[build]),
    ]),
  ];
}

function thumbnailRows(thumbnails, scale) {
  const rows = [];
  if (thumbnails && !thumbnails.error) {
    for (const [profile, figures] of Object.entries(thumbnails.byProfile)) {
      rows.push([
        `Time to first row of thumbnails, ${profile} (median of ${thumbnails.runs})`,
        `${withSpread(figures.carouselMs, figures.carouselSamplesMs)} (×${figures.ratioToVanilla})`,
        '',
        '',
        `vanilla floor ${withSpread(figures.vanillaMs, figures.vanillaSamplesMs)}`,
        figures.ratioToVanilla > 1.2 ? 'over ×1.2 (docs/performance.md says what holds it)' : '',
      ]);
      rows.push([
        `Time to first row of thumbnails, server-rendered, ${profile} (median of ${thumbnails.runs})`,
        `${withSpread(figures.renderedMs, figures.renderedSamplesMs)} (×${figures.renderedRatioToVanilla})`,
        '',
        '',
        'renderCarousel(); vanilla floor above',
        figures.renderedRatioToVanilla > 0.8 ? 'over ×0.8 (issue 52)' : '',
      ]);
    }
  }
  if (scale && !scale.error) {
    const limits = Object.keys(scale.firstPaintMs);
    rows.push([
      `Carousel first paint at limit ${limits.join(' / ')}`,
      limits
        .map((limit) => `${ms(scale.firstPaintMs[limit])} (×${scale.ratioTo12[limit]})`)
        .join(' / '),
      '',
      '',
      'ratio to limit 12',
      '',
    ]);
  }
  return rows;
}

/** @param {Record<string, any> | undefined} hostileAnswers */
function hostileAnswerRows(hostileAnswers) {
  if (!hostileAnswers || hostileAnswers.error) return [];
  return Object.entries(hostileAnswers.byCpu).flatMap(([cpu, byAnswer]) =>
    Object.entries(byAnswer).map(([answer, figures]) => [
      `Longest task reading ${answer}, ${cpu} (median of ${hostileAnswers.runs})`,
      figures.longestMs
        ? withSpread(figures.longestMs, figures.longestSamplesMs)
        : 'none over 50 ms',
      '',
      '',
      `no task over ${LONG_TASK_MS} ms (issue 14)`,
      figures.longestMs > LONG_TASK_MS
        ? `${figures.longTasks} task(s) over ${LONG_TASK_MS} ms`
        : '',
    ]),
  );
}

function pageRows({layoutShift, memory, requests, lighthouse}) {
  const rows = [];
  if (layoutShift && !layoutShift.error) {
    rows.push([
      'CLS, demo page load + card selection',
      String(layoutShift.cls),
      '',
      '',
      '≤ 0.1 (good)',
      `all shifts incl. input-excluded: ${layoutShift.allShifts}`,
    ]);
    rows.push([
      'CLS, demo carousels page load',
      String(layoutShift.carouselsPageCls),
      '',
      '',
      '≤ 0.1 (good)',
      'the `filters` carousel grows by its chip bar when its videos come',
    ]);
    for (const [profile, cls] of Object.entries(layoutShift.serverRenderedCls ?? {})) {
      rows.push([
        `CLS, server-rendered page load (printed player and carousel), ${profile}`,
        String(cls),
        '',
        '',
        '0 (issue 52)',
        '',
      ]);
    }
  }
  if (memory && !memory.error) {
    rows.push([
      `After ${memory.cycles} mount–play–unmount cycles`,
      `heap ${memory.heapGrowthKB >= 0 ? '+' : ''}${memory.heapGrowthKB} KB; live players ${memory.livePlayers}, hls.js ${liveHls(memory)}, MediaSource ${memory.liveMediaSource}, video ${memory.liveVideoElements}`,
      '',
      '',
      '0 live; JS objects ≤ +256 KB',
      `${memory.seconds} s; ${memory.stalled} stalled plays; ${memory.finding}`,
    ]);
  }
  if (requests && !requests.error) {
    rows.push([
      'API calls, 3 carousels of one category + linked player',
      String(requests.apiCalls),
      '',
      '',
      `expected ${requests.expected}`,
      requests.apiCalls === requests.expected ? '' : requests.urls.join(', '),
    ]);
  }
  if (lighthouse && !lighthouse.error) {
    rows.push([
      'Lighthouse (mobile), demo page: performance / accessibility / best practices',
      `${lighthouse.performance} / ${lighthouse.accessibility} / ${lighthouse['best-practices']}`,
      '',
      '',
      '',
      `LCP ${ms(lighthouse.metrics.largestContentfulPaintMs)}, TBT ${ms(lighthouse.metrics.totalBlockingTimeMs)}` +
        (lighthouse.failedAudits.length ? `; failing: ${lighthouse.failedAudits.join(', ')}` : ''),
    ]);
  }
  return rows;
}

/** Live hls.js instances, per build when the run counted them per build. */
const liveHls = (memory) =>
  memory.liveHlsByBuild
    ? Object.entries(memory.liveHlsByBuild)
        .map(([build, count]) => `${count} ${build}`)
        .join(' + ')
    : String(memory.liveHls);

const overBy = (value, budget) =>
  value > budget
    ? `**over by ${kb(value - budget)}** (see docs/performance.md)`
    : `within, ${kb(budget - value)} spare`;
