// Request and response bodies read whole, up to a limit: the proxy never holds more.

/** A web stream's chunks; cancelled when the reader stops early. */
export async function* chunksOf(
  stream: ReadableStream<Uint8Array> | null,
): AsyncIterable<Uint8Array> {
  if (!stream) return;
  const reader = stream.getReader();
  let done = false;
  try {
    for (;;) {
      const next = await reader.read();
      if ((done = next.done)) return;
      yield next.value;
    }
  } finally {
    if (!done) void reader.cancel().catch(() => {});
  }
}

/** Reads a body stream up to `limit` bytes; past that it stops reading and gives `undefined`. */
export async function readLimited(
  body: AsyncIterable<Uint8Array>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of body) {
    length += chunk.length;
    if (length > limit) return undefined;
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
