// Features a page may not use cost no bytes before interaction: their code is in chunks of
// their own, imported when a widget first needs them (run after `npm run build`).
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';
import {moduleGraph} from '../../bench/bytes.js';

const graph = moduleGraph(
  fileURLToPath(new URL('../../dist/video-content-widgets.js', import.meta.url)),
);
const holding = (files: string[], marker: string) =>
  files.filter((file) => readFileSync(file, 'utf8').includes(marker));

describe('features loaded only when used', () => {
  it('keeps the carousel’s cards out of the entry, in a chunk asked for with the list', () => {
    // What selects a card (and opens the dialog that plays it): a page of players pays none of it.
    assert.deepEqual(holding(graph.static, 'video-select'), []);
    assert.deepEqual(holding(graph.static, 'showModal'), []);
    assert.equal(holding(graph.all, 'video-select').length, 1);
  });

  it('keeps the widgets’ words for a mistake in their attributes out of the entry', () => {
    // Shown only where a page wrote an attribute wrong: the chunk comes as the mistake is found.
    for (const marker of ['video-id="42"', 'limit="12"']) {
      assert.deepEqual(holding(graph.static, marker), [], marker);
      assert.equal(holding(graph.all, marker).length, 1, marker);
    }
  });

  it('keeps the JSON-LD writer (structured-data) out of the entry, in a lazy chunk', () => {
    assert.deepEqual(holding(graph.static, 'https://schema.org'), []);
    assert.equal(holding(graph.all, 'https://schema.org').length, 1);
  });

  it('keeps the writing of the viewer’s memory (resume, preferences) in the playback chunk', () => {
    // The entry only reads the kept place for the poster; writing starts with playback.
    assert.deepEqual(holding(graph.static, 'pagehide'), []);
    assert.equal(holding(graph.all, 'pagehide').length, 1);
  });

  it('keeps muted autoplay’s watch out of the entry, in a chunk of its own', () => {
    // How much of the player must be on screen before it starts: read only by `autoplay`.
    assert.deepEqual(holding(graph.static, 'intersectionRatio'), []);
    assert.equal(holding(graph.all, 'intersectionRatio').length, 1);
  });

  it('keeps the transcript’s view out of the entry, in a lazy chunk', () => {
    assert.deepEqual(holding(graph.static, 'Search the transcript'), []);
    assert.equal(holding(graph.all, 'Search the transcript').length, 1);
  });

  it('keeps the quality events out of the entry, the beacon sender in a chunk of its own', () => {
    // The collector is in the playback chunk; the sender loads only for a player with `beacon`.
    assert.deepEqual(holding(graph.static, 'requestVideoFrameCallback'), []);
    assert.deepEqual(holding(graph.static, 'sendBeacon'), []);
    const sender = holding(graph.all, 'sendBeacon');
    assert.equal(sender.length, 1);
    assert.deepEqual(holding(sender, 'requestVideoFrameCallback'), []);
  });

  it('keeps the words of failures out of the entry, until a failure', () => {
    // The service's messages: a chunk the data client imports before it rejects.
    assert.deepEqual(holding(graph.static, 'PROXY_ALLOWED_ORIGINS'), []);
    assert.equal(holding(graph.all, 'PROXY_ALLOWED_ORIGINS').length, 1);
    // A playback error and its words: made only once the playback chunk plays.
    assert.deepEqual(holding(graph.static, 'the stream seems damaged'), []);
    const [chunk, ...others] = holding(graph.all, 'the stream seems damaged');
    assert.match(chunk ?? '', /\/chunks\/playback-chunk-[^/]+\.js$/);
    assert.deepEqual(others, []);
  });

  it('keeps the streaming reader of service answers out of the entry, in a lazy chunk', () => {
    // Fetched alongside the first request to the service, so it costs no round trip of its own.
    assert.deepEqual(holding(graph.static, 'no data.items array'), []);
    assert.equal(holding(graph.all, 'no data.items array').length, 1);
  });

  it('keeps watch next out of the entry: the queue in a chunk, "Up next" in a lazy one', () => {
    assert.deepEqual(holding(graph.static, 'video-player-queue-change'), []);
    assert.equal(holding(graph.all, 'video-player-queue-change').length, 1);
    assert.deepEqual(holding(graph.static, 'press Escape to cancel'), []);
    assert.equal(holding(graph.all, 'press Escape to cancel').length, 1);
    // The card itself: a chunk a player with a queue asks for, which no first frame waits for.
    const [card, ...others] = holding(graph.all, 'up-next-cancel');
    assert.match(card ?? '', /\/chunks\/up-next-[^/]+\.js$/);
    assert.deepEqual(others, []);
  });

  it('keeps the dialog of keyboard shortcuts in a chunk of its own, asked for as it opens', () => {
    const [dialog, ...others] = holding(graph.all, 'shortcuts-heading');
    assert.match(dialog ?? '', /\/chunks\/shortcuts-dialog-[^/]+\.js$/);
    assert.deepEqual(others, []);
  });

  it('keeps browsing out of the entry: filtering and Load more in a chunk, the chip bar in another', () => {
    // A carousel imports the first when it filters or has more videos than a page of cards.
    assert.deepEqual(holding(graph.static, 'Load more videos'), []);
    assert.equal(holding(graph.all, 'Load more videos').length, 1);
    // Imported by that chunk only for a carousel with `filters`.
    assert.deepEqual(holding(graph.static, 'Filter videos'), []);
    assert.equal(holding(graph.all, 'Filter videos').length, 1);
    assert.notDeepEqual(
      holding(graph.all, 'Filter videos'),
      holding(graph.all, 'Load more videos'),
    );
  });

  it('keeps lit-html out of the entry, in one chunk of its own', () => {
    // The poster is written with DOM calls; an `import … from 'lit'` in a module of the entry
    // would bring lit-html back (`lit`'s index imports it for its side effects).
    assert.deepEqual(holding(graph.static, 'litHtmlVersions'), []);
    const [chunk, ...more] = holding(graph.all, 'litHtmlVersions');
    assert.deepEqual(more, []);
    assert.match(chunk ?? '', /\/chunks\/lit-html-[^/]+\.js$/);
  });
});
