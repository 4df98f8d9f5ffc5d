// The browser's own record of what a test page fetched: module chunks, fetch, XHR and media alike.

// The default buffer (250 entries) fills up with the test page's own modules.
performance.setResourceTimingBufferSize(5000);

/** URLs the page has fetched that `match` accepts, in the order they were asked for. */
export function fetchedUrls(match: (url: string) => boolean): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter(match);
}
