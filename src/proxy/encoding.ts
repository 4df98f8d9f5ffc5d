// gzip through the web-standard CompressionStream, which every runtime the proxy runs on has
// (brotli is not among its formats on Node 20 or Workers).

// The last header read and what it said: a browser sends the same one with every request.
let lastHeader: string | null = null;
let lastAccepts = false;

/** Whether an `Accept-Encoding` header lets the answer go out gzipped. */
export function acceptsGzip(header: string | null): boolean {
  if (header !== lastHeader) {
    lastAccepts = header !== null && accepts(header, 'gzip');
    lastHeader = header;
  }
  return lastAccepts;
}

/**
 * Whether an `Accept-Encoding` header accepts a content coding such as `gzip` or `br`
 * (RFC 9110 §12.5.3): named with a q-value above 0, or else covered by `*` with one.
 */
export function accepts(header: string, coding: string): boolean {
  let any = false;
  for (const entry of header.split(',')) {
    const [name = '', ...params] = entry.split(';');
    const listed = name.trim().toLowerCase();
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)).find(Boolean);
    const wanted = q ? Number(q[1]) > 0 : true;
    if (listed === coding || (coding === 'gzip' && listed === 'x-gzip')) return wanted;
    if (listed === '*') any = wanted;
  }
  return any;
}

/** `bytes` gzipped. */
export function gzip(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  return transform(bytes, new CompressionStream('gzip'));
}

/** `bytes` gunzipped. */
export function gunzip(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  return transform(bytes, new DecompressionStream('gzip'));
}

async function transform(
  bytes: Uint8Array,
  stream: GenericTransformStream,
): Promise<Uint8Array<ArrayBuffer>> {
  const output = new Blob([new Uint8Array(bytes)]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(output).arrayBuffer());
}
