// Bodies read whole up to a limit (src/proxy/read-body.ts): what is read, and that a stream the
// proxy stops reading is cancelled (its upstream connection released), and only then.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {chunksOf, readLimited} from '../../src/proxy/read-body.js';

/** A stream of `chunks` that counts its cancellations. */
function counted(chunks: string[]) {
  const seen = {cancelled: 0};
  const queue = chunks.map((text) => new TextEncoder().encode(text));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
    cancel() {
      seen.cancelled++;
    },
  });
  return {stream, seen};
}

const text = (bytes: Uint8Array | undefined) => bytes && new TextDecoder().decode(bytes);

describe('reading a body up to a limit', () => {
  it('reads every chunk of a body within the limit, and cancels nothing', async () => {
    const {stream, seen} = counted(['{"a":', '1}']);
    assert.equal(text(await readLimited(chunksOf(stream), 7)), '{"a":1}');
    assert.equal(seen.cancelled, 0);
  });

  it('stops past the limit, gives nothing, and cancels the stream', async () => {
    const {stream, seen} = counted(['1234', '5678', '9']);
    assert.equal(await readLimited(chunksOf(stream), 6), undefined);
    // The cancellation is not awaited by the reader: it comes a turn later.
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(seen.cancelled, 1);
  });

  it('reads no body as an empty one', async () => {
    assert.deepEqual(await readLimited(chunksOf(null), 0), new Uint8Array(0));
  });
});
