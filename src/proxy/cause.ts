/**
 * What went wrong, for an operator's log: each error of the `cause` chain (`fetch failed` alone
 * says nothing) with its code, e.g. `TypeError: fetch failed; Error ECONNREFUSED: connect …`,
 * with every one of `secrets` (the key, URL credentials) replaced by `[hidden]`.
 */
export function causeOf(error: unknown, secrets: readonly string[]): string {
  const parts: string[] = [];
  for (let link = error; link instanceof Error; link = link.cause) {
    const code = (link as {code?: unknown}).code;
    parts.push(`${link.name}${typeof code === 'string' ? ` ${code}` : ''}: ${link.message}`);
  }
  const text = parts.length ? parts.join('; ') : String(error);
  return secrets
    .filter((secret) => secret !== '')
    .reduce((result, secret) => result.replaceAll(secret, '[hidden]'), text);
}
