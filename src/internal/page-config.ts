/** Settings a page makes once for every widget on it. */
export interface PageConfig {
  /** Base URL of the proxy (or the service) for widgets without an `endpoint` attribute. */
  endpoint?: string;
}

let configured: PageConfig = {};

/**
 * Sets page-wide defaults, e.g. `configure({endpoint: '/api/video'})`. An element's own
 * attribute wins. Without a call, `<meta name="video-content-widgets:endpoint" content="…">`
 * is read.
 */
export function configure(config: PageConfig): void {
  configured = {...configured, ...config};
}

/** The endpoint a widget uses: its own, else the page's, else `undefined` (an authoring error). */
export function resolveEndpoint(own: string | null | undefined): string | undefined {
  if (own) return own;
  if (configured.endpoint) return configured.endpoint;
  const meta = globalThis.document?.querySelector<HTMLMetaElement>(
    'meta[name="video-content-widgets:endpoint"]',
  );
  return meta?.content || undefined;
}
