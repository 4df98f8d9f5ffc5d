/** What the widgets read from the browser: tests replace parts of it with `setEnvironment`. */
export interface Environment {
  setTimeout(callback: () => void, ms: number): ReturnType<typeof setTimeout>;
  clearTimeout(handle: ReturnType<typeof setTimeout> | undefined): void;
  matchMedia(query: string): {matches: boolean} | undefined;
  /** The viewer's browser asks to save data: Data Saver on, or a 2g link (Chromium only). */
  saveData(): boolean;
  /** `navigator.onLine`: `false` when the browser knows it is offline. */
  onLine(): boolean;
  /** What the browser can play, when a test decides it instead of the browser. */
  engineSupport?: {mse: boolean; nativeHls: boolean};
}

type NavigatorWithConnection = Navigator & {
  connection?: {saveData?: boolean; effectiveType?: string};
};

const browser: Environment = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle),
  matchMedia: (query) => globalThis.matchMedia?.(query),
  saveData: () => {
    const link = (globalThis.navigator as NavigatorWithConnection)?.connection;
    return link?.saveData === true || /2g/.test(link?.effectiveType ?? '');
  },
  onLine: () => globalThis.navigator?.onLine !== false,
};

/** The environment in use: the browser's, unless a test set parts of it. */
export let environment: Environment = browser;

/** Replaces parts of the environment (for tests); returns what puts the browser's back. */
export function setEnvironment(parts: Partial<Environment>): () => void {
  environment = {...environment, ...parts};
  return () => (environment = browser);
}
