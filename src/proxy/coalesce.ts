/**
 * Wraps `load` so that concurrent calls with one key share one run: a hundred identical
 * requests arriving together cost the upstream one call.
 */
export function coalesce<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key) => {
    let run = running.get(key);
    if (!run) {
      run = load(key).finally(() => running.delete(key));
      running.set(key, run);
    }
    return run;
  };
}
