// What starts when after the click, for the run nearest the median of each start-up case of
// bench/measure-first-frame.js: every fetch (resource timing) and mark, as a table with a text
// Gantt bar, written to bench/waterfall.md by `npm run bench`.
import {CLIPS} from './measure-first-frame.js';

const BAR_WIDTH = 48;
/** The cases drawn, by subject, with what the viewer did. */
const DRAWN = {
  ours: 'ours, cold click',
  oursHovered: 'ours, hovered 150 ms before the click',
  oursTapped: 'ours, tapped (touchstart 100 ms before the click)',
  oursVisible: 'ours, `preload="visible"`, clicked 1 s after its poster showed',
  oursNative: 'ours, `prefer-playback="native"` (the browser\'s own HLS), cold click',
  hlsVideoElement: 'hls-video-element, click (its hls.js came with the page)',
  spf: "@videojs/spf (Video.js 10's engine), click (it came with the page)",
};

/**
 * @param {Record<string, any>} results the bench's results (`firstFrame`, `date`, `command`)
 * @param {Record<string, string>} hlsUrls hls.js build → its served URL
 * @returns {string} markdown
 */
export function renderWaterfall(results, hlsUrls) {
  const firstFrame = results.firstFrame;
  const header = [
    '# Start-up waterfall',
    '',
    `Measured ${results.date.slice(0, 10)} with \`${results.command}\`, written by ` +
      '`bench/waterfall.js`. For each case, the run nearest the median first frame: every ' +
      'fetch (resource timing, start to end of the response) and mark, in ms since the click ' +
      '(negative: during the hover or the touch). A gap between one fetch ending and the next ' +
      'starting is script work: compiling and booting the chunk that just came, or appending ' +
      'and decoding before the first frame.',
    '',
  ];
  if (!firstFrame || firstFrame.error) {
    return [...header, `No figures: ${firstFrame?.error ?? 'first frame not measured'}.`, ''].join(
      '\n',
    );
  }
  const sections = [];
  for (const [network, builds] of Object.entries(firstFrame)) {
    for (const [build, clip] of Object.entries(builds)) {
      for (const [subject, title] of Object.entries(DRAWN)) {
        if (!clip[subject]) continue;
        const {medianMs, runs, medianRun} = clip[subject];
        sections.push(
          `## ${network}: ${title}, ${streamOf(build)}`,
          '',
          `First frame ${medianMs} ms after the click (median of ${runs}; this run ` +
            `${Math.round(medianRun.ms)} ms).`,
          '',
          path(medianRun, hlsUrls),
          '',
          table(medianRun, hlsUrls),
          '',
        );
      }
    }
  }
  return [...header, ...sections].join('\n');
}

/**
 * A clip of CLIPS by name: its folder, and which of our hls.js builds plays it.
 * @param {string} key
 */
function streamOf(key) {
  const {clip, master, build = key} = CLIPS[key];
  return `${clip}${master ? `/${master} (fMP4)` : ''} (${build} build)`;
}

/**
 * The start-up's chain in one line: each step's first fetch, and the script work (the gap)
 * between the end of one and the start of the next.
 * @param {import('./measure-first-frame.js').Run} run
 * @param {Record<string, string>} hlsUrls
 */
function path(run, hlsUrls) {
  const first = (test) => run.fetched.find((entry) => test(labelOf(entry.name, hlsUrls)));
  const chain = [
    ['master playlist', first((label) => label === 'master playlist')],
    ['hls.js', first((label) => label.startsWith('import hls.js'))],
    ['media playlist', first((label) => label.startsWith('media playlist'))],
    ['first segment', first((label) => label.startsWith('segment'))],
  ].filter(([, entry]) => entry);
  const steps = [];
  let last = 0;
  for (const [name, entry] of chain) {
    if (entry.start - last > 0) steps.push(`(${entry.start - last} ms)`);
    steps.push(`${name} ${entry.start}–${entry.end}`);
    last = Math.max(last, entry.end);
  }
  const frame = run.marks.find(([name]) => name === 'first frame')?.[1] ?? 0;
  steps.push(`(${frame - last} ms)`, `first frame ${frame}`);
  return `Chain, ms since the click (gaps in brackets): click 0 → ${steps.join(' → ')}.`;
}

/**
 * @param {import('./measure-first-frame.js').Run} run
 * @param {Record<string, string>} hlsUrls
 */
function table(run, hlsUrls) {
  const steps = [
    ...(run.intentMs < 0 ? [{label: 'intent (pointer over or down)', start: run.intentMs}] : []),
    {label: 'click', start: 0},
    ...run.fetched.map((entry) => ({
      label: labelOf(entry.name, hlsUrls),
      start: entry.start,
      end: entry.end,
      bytes: entry.bytes,
    })),
    ...run.marks.map(([label, at]) => ({label, start: at})),
  ].sort((a, b) => a.start - b.start);
  const from = Math.min(0, ...steps.map((step) => step.start));
  const to = Math.max(...steps.map((step) => step.end ?? step.start));
  const column = (ms) => Math.round(((ms - from) / (to - from || 1)) * (BAR_WIDTH - 1));
  const bar = ({start, end = start}) => {
    const [a, b] = [column(start), column(end)];
    return '·'.repeat(a) + '█'.repeat(b - a + 1) + '·'.repeat(BAR_WIDTH - 1 - b);
  };
  const rows = steps.map((step) => [
    step.label,
    String(step.start),
    step.end === undefined ? '' : String(step.end),
    step.end === undefined ? '' : String(step.end - step.start),
    step.bytes ? `${(step.bytes / 1024).toFixed(1)} KB` : '',
    `\`${bar(step)}\``,
  ]);
  return [
    ['step', 'start', 'end', 'ms', 'received', `${from} … ${to} ms`],
    ['---', '--:', '--:', '--:', '--:', '---'],
    ...rows,
  ]
    .map((row) => `| ${row.join(' | ')} |`)
    .join('\n');
}

/**
 * @param {string} url
 * @param {Record<string, string>} hlsUrls
 */
function labelOf(url, hlsUrls) {
  const build = Object.entries(hlsUrls).find(([, hlsUrl]) => hlsUrl === url)?.[0];
  if (build) return build === 'light' ? 'import hls.js/light' : 'import hls.js (full build)';
  const {pathname} = new URL(url);
  const file = pathname.split('/').at(-1) ?? '';
  if (pathname.startsWith('/dist/')) return `import ${file.replace(/-[\w-]{8}\.js$/, '')} chunk`;
  if (pathname.startsWith('/peers/')) return `peer script ${file}`;
  if (pathname.startsWith('/api/')) return `service ${pathname}`;
  if (file === 'master.m3u8') return 'master playlist';
  const rendition = pathname.split('/').at(-2);
  if (file.endsWith('.m3u8')) return `media playlist ${rendition}/${file}`;
  if (file.endsWith('.vtt')) return `subtitles ${file}`;
  if (/\.(ts|m4s|mp4)$/.test(file))
    return `${/init/.test(file) ? 'init' : 'segment'} ${rendition}/${file}`;
  if (file.endsWith('.jpg')) return 'poster image';
  return pathname;
}
