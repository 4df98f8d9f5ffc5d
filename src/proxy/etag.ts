/** A strong validator for a body: the first 96 bits of its SHA-256, as `"hex"`. */
export async function etagOf(body: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  const hex = [...digest.subarray(0, 12)].map((byte) => byte.toString(16).padStart(2, '0'));
  return `"${hex.join('')}"`;
}

/** Whether an `If-None-Match` header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function ifNoneMatch(header: string | null, etag: string): boolean {
  if (header === null) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}

/** The ETag of the gzipped body of an answer whose plain body has `etag`. */
export function gzipTag(etag: string): string {
  return `${etag.slice(0, -1)}-gzip"`;
}
