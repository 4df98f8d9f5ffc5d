// Long tasks while the carousel reads an answer far larger than any list (issue 14: none over
// 50 ms): 10,000 records in 4 KB chunks, and four records with 1 MB titles in 64 KB chunks, as
// the stand-in lies them (demo/stand-in/lies.js), beside a usual list of 12. Observed from the held answer's release to the
// cards on screen, as test/video-carousel/hostile-answers.test.ts sees the carousel show them,
// on each CPU of the profiles asked for, on loopback: the figure is the main thread's work.
// Alone: `npm run bench -- --part hostileAnswers [--profile loopback,phone-40]`.
import {withPage} from './browser.js';
import {median, repeat, roundMs} from './stats.js';

/** Issue 14's must-hold: no task over this while an answer is read. */
export const LONG_TASK_MS = 50;

/**
 * Each answer: the stand-in's `records` lie, and the cards it gives at limit 12. The first is
 * the usual list, the floor: its longest task is the cards' own rendering, which every list pays.
 */
const ANSWERS = {
  'a list of 12 records (8 KB)': {records: {count: 12}, cards: 12},
  '10,000 records (6.5 MB) in 4 KB chunks': {
    records: {count: 10_000, chunkSize: 4096, chunkDelayMs: 1, pauseAfter: 256 * 1024},
    cards: 12,
  },
  '4 records with 1 MB titles in 64 KB chunks': {
    records: {count: 4, titleLength: 1_000_000, chunkSize: 64 * 1024},
    cards: 4,
  },
};

/**
 * The answers take turns run by run, on each CPU, so the machine's other load falls on all alike.
 * @param {import('playwright-core').Browser} browser
 * @param {{origin: string, serviceUrl: string, apiKey: string, runs: number,
 *   profiles: Record<string, import('./profiles.js').Profile>}} options
 * @returns {Promise<{byCpu: Record<string, Record<string, {longestMs: number,
 *   longestSamplesMs: number[], longTasks: number}>>, runs: number}>}
 *   `longestMs`: the median of each run's longest task (0: none over 50 ms); `longTasks`: the
 *   median count of tasks over 50 ms
 */
export async function measureHostileAnswers(browser, {origin, serviceUrl, apiKey, runs, profiles}) {
  const slowdowns = [...new Set(Object.values(profiles).map(({cpuSlowdown}) => cpuSlowdown))];
  /** @type {Record<string, number[][]>} */
  const samples = {};
  await repeat(runs, async () => {
    for (const cpuSlowdown of slowdowns) {
      for (const [name, answer] of Object.entries(ANSWERS)) {
        const tasks = await readOnce(browser, {origin, serviceUrl, apiKey}, answer, cpuSlowdown);
        (samples[`${cpuSlowdown}|${name}`] ??= []).push(tasks);
      }
    }
  });
  const byCpu = {};
  for (const cpuSlowdown of slowdowns) {
    const cpu = cpuSlowdown === 1 ? 'desktop CPU' : `phone CPU (${cpuSlowdown}× slower)`;
    byCpu[cpu] = {};
    for (const name of Object.keys(ANSWERS)) {
      const runsTasks = samples[`${cpuSlowdown}|${name}`];
      const longestSamplesMs = runsTasks.map((tasks) => roundMs(Math.max(0, ...tasks)));
      byCpu[cpu][name] = {
        longestMs: roundMs(median(longestSamplesMs)),
        longestSamplesMs,
        longTasks: median(runsTasks.map((tasks) => tasks.length)),
      };
    }
  }
  return {byCpu, runs};
}

/**
 * One carousel reading one answer, in a scope of the stand-in of its own.
 * @param {import('playwright-core').Browser} browser
 * @param {{origin: string, serviceUrl: string, apiKey: string}} where
 * @param {{records: object, cards: number}} answer
 * @param {number} cpuSlowdown
 * @returns {Promise<number[]>} the durations of the tasks over 50 ms
 */
async function readOnce(browser, {origin, serviceUrl, apiKey}, {records, cards}, cpuSlowdown) {
  const scope = `bench-${Math.random().toString(36).slice(2)}`;
  const control = `${serviceUrl}/__control/${scope}`;
  await post(`${control}/faults`, {faults: [{hold: true, records}]});
  return withPage(
    browser,
    async (page) => {
      const query = new URLSearchParams({
        endpoint: `${serviceUrl}/scopes/${scope}`,
        'api-key': apiKey,
        category: 'Investing Basics',
        limit: '12',
      });
      await page.goto(`${origin}/bench/carousel-direct.html?${query}`);
      // The page's own start (its script, the request, the placeholders) is over before the
      // answer is let go: only reading the answer is observed.
      await until(async () => (await (await fetch(`${control}/requests`)).json()).requests.length);
      await page.evaluate(async () => {
        await customElements.whenDefined('video-carousel');
        await document.querySelector('video-carousel').updateComplete;
        await new Promise((resolve) => requestIdleCallback(resolve));
        window.longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
        }).observe({type: 'longtask'});
      });
      await post(`${control}/release`);
      await page.waitForFunction(
        (count) =>
          document.querySelector('video-carousel').shadowRoot?.querySelectorAll('.card-button')
            .length === count,
        cards,
        {timeout: 60_000},
      );
      // Entries come after their task: one more frame lets the last arrive.
      return page.evaluate(
        () =>
          new Promise((resolve) =>
            requestAnimationFrame(() => setTimeout(() => resolve(window.longTasks), 0)),
          ),
      );
    },
    {profile: {id: 'cpu', network: undefined, cpuSlowdown}},
  );
}

/**
 * @param {string} url
 * @param {object} [body]
 */
async function post(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`the stand-in refused ${url}: ${response.status}`);
}

/** @param {() => Promise<unknown>} check */
async function until(check) {
  for (let waited = 0; !(await check()); waited += 50) {
    if (waited > 20_000) throw new Error('the carousel never asked for its videos');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
