import type {Page} from 'playwright-core';

/**
 * Chromium's layout shifts on a Playwright page from its first paint: `watchShifts` before the
 * page is opened, `shiftsSoFar` once what it shows is in (two frames later, for the last shift to
 * be reported). `moved` says what moved, for a message: the tag and class of each shifted node
 * (none inside a shadow root), from where to where.
 */
export function watchShifts(page: Page) {
  return page.addInitScript(() => {
    const total = {cls: 0, moved: [] as string[]};
    Object.assign(window, {layoutShifts: total});
    type Box = {x: number; y: number; width: number; height: number};
    type Source = {node?: Node; previousRect: Box; currentRect: Box};
    type Shift = PerformanceEntry & {value: number; sources: Source[]};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        total.cls += entry.value;
        for (const {node, previousRect, currentRect} of entry.sources) {
          const element = node instanceof Element ? node : node?.parentElement;
          // No named function here: tsx would wrap it in a helper the page lacks.
          const [from, to] = [previousRect, currentRect].map(
            ({x, y, width, height}) => `${width}×${height} at ${x},${y}`,
          );
          total.moved.push(
            `${element?.localName}.${element?.className} at ${entry.startTime} ms: ${from} → ${to}`,
          );
        }
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The score and what moved (see `watchShifts`), two frames from now. */
export function shiftsSoFar(page: Page): Promise<{cls: number; moved: string[]}> {
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(
              (window as unknown as {layoutShifts: {cls: number; moved: string[]}}).layoutShifts,
            ),
          ),
        ),
      ),
  );
}
