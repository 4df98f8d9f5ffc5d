/**
 * Messages announced in the last moment, page-wide: when several carousels fail for one
 * reason at once (the service is down), a screen reader hears it once, not five times.
 */
const recent = new Map<string, number>();
const ECHO_MS = 3000;

/** Whether `message` is new on this page, i.e. no carousel said it in the last moment. */
export function firstToSay(message: string): boolean {
  const now = Date.now();
  for (const [text, at] of recent) if (now - at > ECHO_MS) recent.delete(text);
  if (recent.has(message)) return false;
  recent.set(message, now);
  return true;
}
