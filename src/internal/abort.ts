/** Whether `error` is an abort (a fetch or task cut short on purpose), which is never shown. */
export function isAbort(error: unknown): boolean {
  return (error as {name?: unknown} | null | undefined)?.name === 'AbortError';
}
