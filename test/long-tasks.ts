/** Long tasks (over 50 ms) while `during` runs; Chromium only, undefined elsewhere. */
export async function longTasks(during: () => Promise<unknown>): Promise<number[] | undefined> {
  if (!PerformanceObserver.supportedEntryTypes.includes('longtask')) {
    await during();
    return undefined;
  }
  const durations: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(Math.round(entry.duration));
  });
  observer.observe({type: 'longtask'});
  await during();
  // Entries are delivered after the task; one more frame lets the last arrive.
  await new Promise(requestAnimationFrame);
  await new Promise((resolve) => setTimeout(resolve, 0));
  observer.disconnect();
  return durations;
}

/** The figure for the report: `npm test` output shows it; speed is not asserted (house rule). */
export function report(what: string, durations: number[] | undefined): void {
  console.log(
    durations === undefined
      ? `${what}: long tasks not observable in this browser`
      : `${what}: ${durations.length} long task(s) over 50 ms${durations.length ? `, longest ${Math.max(...durations)} ms` : ''}`,
  );
}

/**
 * The long tasks during `during` in the quietest of up to `tries` runs (Chromium; undefined
 * elsewhere), each after its own `prepare`, which is not observed. A long task of the code under
 * test shows in every run; one of a machine busy with other work (two browsers at once, other
 * jobs) rarely shows in all of them.
 */
export async function quietestLongTasks<T>(
  prepare: () => Promise<T>,
  during: (prepared: T) => Promise<unknown>,
  tries = 5,
): Promise<number[] | undefined> {
  let quietest: number[] | undefined;
  for (let run = 0; run < tries && (quietest === undefined || quietest.length > 0); run++) {
    const prepared = await prepare();
    const durations = await longTasks(() => during(prepared));
    if (!durations) return undefined;
    if (!quietest || Math.max(0, ...durations) < Math.max(0, ...quietest)) quietest = durations;
  }
  return quietest;
}
