// Byte budgets of the CDN build (run after `npm run build`), gzip level 9, each file on its own
// as a browser fetches it. `npm run bench` measures the same figures next to the peers.
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';
import {BEFORE_FIRST_FRAME_BUDGET, BEFORE_INTERACTION_BUDGET, KB} from '../../bench/budgets.js';
import {moduleGraph, sizeOfFiles} from '../../bench/bytes.js';
import {loadedBeforeInteraction, PLAYER_ENTRY} from '../../bench/measure-bytes.js';

const entry = fileURLToPath(new URL('../../dist/video-content-widgets.js', import.meta.url));
const graph = moduleGraph(entry);
// The entry of a page of players (`video-player.js`), which registers the player only.
const playerGraph = moduleGraph(PLAYER_ENTRY);
// hls.js's event name for a parsed master playlist: only hls.js itself has it.
const hlsChunks = playerGraph.all.filter((file) =>
  readFileSync(file, 'utf8').includes('hlsManifestParsed'),
);
// The full build's WebVTT parser (ours is in the playback chunk): a stream with alternate audio.
const fullHls = hlsChunks.filter((file) => readFileSync(file, 'utf8').includes('X-TIMESTAMP-MAP'));
// A player's chunks of features a play does not need (JSON-LD for `structured-data`, the
// beacon, the service's failure messages), and the full hls.js build most streams do not.
const playChunks = playerGraph.all.filter((file) => {
  const code = readFileSync(file, 'utf8');
  return (
    !fullHls.includes(file) &&
    ['https://schema.org', 'sendBeacon', 'PROXY_ALLOWED_ORIGINS'].every(
      (marker) => !code.includes(marker),
    )
  );
});
// What a page of one player loads before any interaction, through the player's entry and through
// the one of the three elements; and a page of one carousel.
const playerPage = loadedBeforeInteraction(playerGraph, 'player');
const allElementsPlayerPage = loadedBeforeInteraction(graph, 'player');
const carouselPage = loadedBeforeInteraction(graph, 'carousel');
const beforeInteraction = sizeOfFiles(playerPage).gzip;
const allElementsBeforeInteraction = sizeOfFiles(allElementsPlayerPage).gzip;
const carouselBeforeInteraction = sizeOfFiles(carouselPage).gzip;
// Every stream, subtitled or not, plays on the light build, unless its audio is in renditions of
// its own: those take the full build instead (issue 34).
const beforeFirstFrame = sizeOfFiles(playChunks).gzip;
const lightHls = hlsChunks.filter((file) => !fullHls.includes(file));
const beforeFirstFrameFull = sizeOfFiles([
  ...playChunks.filter((file) => !lightHls.includes(file)),
  ...fullHls,
]).gzip;

// What the build holds today, as regression guards, while the budgets are missed:
// - 21 KB (issue: 15 KB): lit (~6.5 KB), the data layer (~3 KB) and the carousel (~5 KB
//   with its styles) are needed to show a page of posters and cards; only the player's
//   after-activation code is lazy so far. Raised from 20.5 KB for the master-playlist fetch
//   and build choice (0.3 KB) that run on hover. Measured 20.9 KB: the entry (0.2 KB) is now
//   a file of its own that imports the shared chunk (20.7 KB).
// - 138 KB (issue: 135 KB), a stream without subtitles: `hls.js/light` (113.8 KB) is most of
//   it. Measured 137.8 KB (with the entry's own 0.2 KB).
// - The full hls.js build (177.8 KB) is gone (issue 12: Vite warned about its 579 kB chunk):
//   subtitles are our own text tracks, so the subtitled stream costs what any other does.
// Raised in this wave (docs/performance.md): issues 13/14 in the player (state machine, snapshot
// store, command queue, shared error wording and reconnect in the entry; media binding and stall
// watchdog in the playback chunk), issues 14/16 in the carousel and data layer (bounded body
// reader, more error kinds, date and duration validation, the live region, wrapping card CSS)
// and issue 16's control bar (+0.4 KB in the entry, +4.7 KB in the playback chunk). Lit's css``
// ships its comments and indentation; minifying them would win back about 0.9 KB.
// Issue 15 (start-up): +0.2 KB before interaction (intent on pointerdown/touchstart, the
// two-step warm-up, preload="visible"), +0.8 KB in the playback chunk (our WebVTT subtitles,
// the start level, the prefetch of the first segment and the loader that hands it to hls.js).
// Issue 18: the `structured-data` hook (+0.2 KB in the entry; the JSON-LD writer is a lazy
// chunk) and the `<video-transcript>` shell (+0.2 KB; its view is a lazy chunk).
// Lowered since (issues 13/15/16): the CDN build strips the comments and indentation of the
// css`` templates (rollup.config.mjs, -1.0 KB before interaction), which paid for the
// carousel's split into controllers and the captions and quality menus. Measured 24.21 and
// 148.93 KB.
// Issue 16 (zoom): +0.09 KB before interaction (the poster grows to hold its details, under the
// picture in a narrow player; every card renders in a row narrower than a card) and +0.25 KB
// before a first frame (the bar under the picture in a narrow player, its menus following their
// buttons). Measured 24.30 and 149.22 KB.
// Issue 14 (huge answers): the streaming reader of service answers (1.9 KB) is a chunk fetched
// alongside the first request, so it is out of the before-interaction figure but on the way to
// a player's first frame (its record is read by it too): +1.9 KB before a first frame.
// Issue 18's resume and preferences and captions style: +0.37 KB before interaction (the read
// of the kept place, the poster's Resume / Start over buttons with their strings and styles,
// `remember`, the warm-up of the resumed segment, the caption style in the snapshot), +1.6 KB in
// the playback chunk (the writer, the choices applied as commands, the captions menu's sizes and
// colours and their ::cue sheet). Measured 24.58 and 150.9 KB.
// Issue 18, watch next and one player / one engine per page: +0.32 KB in the entry (the
// `queue`, `autoplay-next`, `keep-playing` properties, the lazy queue's import, the carousel
// handing its list over, the page-wide warm-up and buffering budget), less 0.12 KB from terser's
// `passes: 3` (rollup.config.mjs): 24.21 → 24.42 KB. The queue (0.3 KB) is a chunk loaded once a
// queue is set; the "Up next" card, Previous/Next and the one-at-a-time rule are in the playback
// chunk (+1.35 KB): 148.96 → 150.68 KB.
// All four merged: measured 24.94 and 154.88 KB.
// Issues 18/14, browsing the carousel (filter chips, Load more): +0.21 KB in the entry, the
// `filter` and `filters` attributes, the hook that imports the browse chunk when a carousel
// filters or has more cards than a page and shows a first page until then, and the lazy-import
// helper. Filtering, pages, Load more (1.2 KB) and the chip bar (0.8 KB) are chunks of their own;
// the CDN build's CSS minifier won back 0.03 KB (no space after ':' or around '>'). Measured
// 25.15 and 155.06 KB.
// Issue 18, playback quality events: +0.06 KB before interaction (a queued play holds the time
// it was asked, the record's arrival is timed, the `beacon` property), +0.87 KB in the playback
// chunk (the collector of start-up, rebuffers and the summary, the error event, renditions'
// bitrates, the beacon sender's import and the events it must not miss while it loads), which a
// first frame needs. The beacon sender (0.57 KB) is a chunk loaded only for a player with
// `beacon`, counted like structured data: not here.
// Both merged: measured 25.21 and 155.99 KB.
// Issue 15, hls.js imported by the warm-up as soon as the master playlist came (beside the
// playback chunk, not after it: 64 ms earlier on the emulated network): +0.09 KB before
// interaction (the import moves into the entry). Issue 17, the carousel's Previous and Next read
// the row's position when pressed: +0.02 KB. Measured 25.31 and 156.02 KB.
// Issue 15, a press (pointer down, touch, activation) imports hls.js at once and every start
// warms up: +0.08 KB before interaction; the start level's playlist and first segment fetched by
// a chunk of their own (1.2 KB) that loads beside the master playlist instead of inside the
// playback chunk: +0.53 KB before a first frame, the price of one more file (emulated cold click
// 286 → 209 ms). Measured 25.39 and 156.55 KB. The freeze watch (a playing video whose time
// stands still without a `waiting` is a stall) in the playback chunk: +0.19 KB before a first
// frame. Measured 25.39 and 156.74 KB.
// Issue 15, the carousel's cards (card template, roving focus, row scrolling, GIF previews,
// browsing's hook, the dialog) in a chunk of their own, imported beside the first request for
// the list: -2.93 KB before interaction (a page of players pays none of it), +0.94 KB before a
// first frame (the chunk is one more file, and a carousel page needs it before a card is
// chosen). With the freeze watch's guard against a read due after it stopped, measured 22.47
// and 157.70 KB. Issue 18's gaps: Start over forgets the kept place (+0.07 KB in the entry), a
// chosen card hands the queue to a player added late (in the carousel's chunk), the kept caption
// style applied under `controls="native"` too. Measured 22.55 and 157.80 KB. A frozen picture
// counted as a rebuffer quality event (+0.06 KB in the playback chunk): 22.56 and 157.86 KB.
// Corrected (2026-11-26): "before interaction" counted the entry's static graph only, but every
// page also imports the answer reader as its widgets ask the service (issue 14), and a carousel's
// page its cards (issue 15), without any interaction. A page of one player loads 24.49 KB (the
// bench's received bytes agree: 21.9 KB brotli), a page of one carousel 28.35 KB.
// Issue 15, `Intl` started while the widgets wait for the service (its first use costs 15–25
// ms): +0.05 KB; the page of one player's LCP 380 → 356 ms on the emulated network. Measured
// 24.54, 28.40 and 157.91 KB.
// Code that could not be downloaded (a chunk import that failed: Chromium and Firefox keep it
// failed until a reload) is a `ChunkError` whose words ask for a reload, without a Retry that
// cannot help; before, "unexpected" or "the video service could not be reached" with Retry:
// +0.17 KB; the transcript says so too instead of staying empty: +0.03 KB; and a filtering
// carousel whose browse chunk did not come, instead of showing placeholders for ever: +0.04 KB.
// Measured 24.78, 28.70 and 158.20 KB.
// A page whose <html lang> Intl refuses (some CMSes write "en_US") lost its players' posters to a
// RangeError: the player reads the page's language as the carousel does (`localeOf`, now in the
// entry) and Intl's formatters are made once per page (a card formatted with up to four new
// ones): +0.13 KB. Measured 24.91, 28.76 and 158.27 KB.
// A narrow player kept no room for its poster's details while loading, so everything below it
// moved down when the record came (CLS 0.057 on the demo page at a phone's width): +0.03 KB.
// Measured 24.94 and 158.30 KB.
// The filter chips' styles were a `<style>` in the chip bar's template, which a strict
// Content-Security-Policy refuses (the chips lost their layout and their pressed look): they come
// with its chunk as a constructed sheet, through `adoptChunkStyles`, now in the entry (the
// control bar and up-next card used it as copies): +0.06 KB. Measured 25.00, 28.85, 158.34 KB.
// The poster's details got line heights of their own, in rem, so that the room a narrow player
// keeps for them while loading is right in every engine and with every page font (Firefox's were
// 4 px taller than it, WebKit's 2 px shorter): +0.02 KB. Measured 25.02, 28.86, 158.36 KB.
// A service timeout that holds in WebKit, which now and then lets a fetch run on after its
// `AbortSignal.any` signal aborted (`settleBy` around the request and its body): +0.04 KB.
// Measured 25.06, 28.90, 158.40 KB.
// A retry or the next engine no longer plays a video the viewer had paused (the session follows
// the `<video>`'s last play or pause), and a play cut short by a pause before the media came
// settles: +0.01 KB in the entry, +0.01 KB in the playback chunk. Measured 25.07, 28.91,
// 158.41 KB. A recovery from a media error plays on (hls.js loads again, the element plays
// again): +0.01 KB in the playback chunk. Measured 25.06, 28.90, 158.42 KB.
// Lower these as the figures drop; never raise them without a note in docs/performance-log.md.
// Issue 15's route to 15 KB, first step: the carousel's code (its list, states, styles and
// strings with the cards) is a chunk the element imports as it connects, beside its first
// request for the list; the element itself holds its properties and the room its row takes.
// A page of one player 25.06 → 21.63 KB; a page of one carousel 28.90 → 30.02 KB (its code
// compressed apart from the shared chunk, the early request and the split host styles); the
// figure before a first frame no longer counts the carousel's code (a player's play never
// loads it; it was in the shared chunk): 158.42 → 151.15 KB. The element's styles then kept only
// what sizes it (the colours and fonts came with its code): 21.46, 29.98 and 150.98 KB.
// Second step: no lit-html before interaction. The three elements are lit `ReactiveElement`s
// (properties, updates, controllers); the player writes its poster, loading status and error
// with DOM calls, the carousel and transcript render through their chunks, and lit-html is a
// chunk of its own fetched beside the chunks that render with it. A page of one player
// 21.46 → 18.92 KB; a page of one carousel 29.98 → 30.55 KB (lit-html a file of its own); before
// a first frame 150.98 → 151.78 KB (the same).
// A player's one record is read by the entry (`read-single.ts`), not by the list reader's chunk:
// a page of one player 18.92 → 17.11 KB; the entry's reader costs the others 0.13 KB: a page of
// one carousel 30.68 KB, before a first frame 151.92 KB.
// Then: terser renames our private members alike in every chunk, the control bar's default
// words come with the playback chunk, and the elements extend our own `WidgetElement` (the
// update cycle they used of lit's `ReactiveElement`, without its decorators and `css` tag):
// a page of one player 17.11 → 14.89 KB, which meets the 15 KB; a page of one carousel
// 28.24 KB (the task of its list no longer brings lit's element class either); before a first
// frame 149.35 KB. The carousel's chunk asks for its on-screen thumbnails as its list comes
// (`thumbnail-preload.ts`): a page of one carousel 28.34 KB.
// Issue 37, the widgets speak the page's language: each element reads its `lang` as it connects
// (and the page watches for changes, one observer), picks a language by BCP 47 fallback and
// imports its file; the words come in that file, with the code that lays them under `strings`
// (each file its own copy), so that an English page fetches no file and no words it does not
// show: +0.48 KB before interaction (15.41 → 15.89 KB), +0.54 KB on a carousel's page (28.78 →
// 29.32 KB, with its role description and the choice of plural forms beside lit-html), +0.55 KB
// before a first frame (150.63 → 151.18 KB). A page in German fetches `chunks/lang/de.js` too
// (2.9 KB), beside the first chunk (docs/performance.md, "Languages").
// Issue 35, the player answers as `HTMLVideoElement` (every member of the browser's `<video>`,
// read and written through the controller, with the answers of an unloaded `<video>` before
// playback and the events it would fire): +0.38 KB before interaction, where a skin reads them
// as the page loads, in every page (the shared chunk): the walk of the prototypes about 0.14 KB,
// what the members answer and send 0.2 KB, the controller's events 0.04 KB; the re-dispatch of
// every media event is in the playback chunk. A page of one player 15.89 → 16.27 KB, a page of
// one carousel 29.32 → 29.70 KB, before a first frame 151.18 → 151.65 KB.
// Issue 40, one player at a time follows the newest ask to play (two quick clicks played the
// first player asked for when its stream came later): the entry notes the player last asked, the
// playback chunk reads it. 16.34, 29.76 and 151.79 KB.
// Issue 34, streams whose audio is in renditions of its own played silent on the light build:
// the page keeps the full build's import beside the light one's (the build a stream needs is
// read in the playback chunks), hls.js follows the browser's own HLS under prefer-playback
// "native", and the Audio menu (the snapshot's audio tracks, `setAudioTrack`, the kept language
// in the entry; the session's audio tracks and the menu in the playback chunk): 16.34 → 16.43,
// 29.76 → 29.85 and 151.79 → 152.57 KB. A stream with alternate audio loads the full build
// (177.5 KB) instead of the light one (113.7 KB): 216.44 KB before its first frame.
// Issues 35/37 (item 5, item 3), won back by the build: terser gives each binding that chunks
// share the short name rollup exports it as (`export{a,b}`, not `export{Te as a,Ue as b}`: the
// shared chunk’s ninety exports were 0.3 KB gzip), and the styles’ minifier drops a block's last
// semicolon and a fraction’s leading zero: 16.43 → 16.26, 29.85 → 29.57, 152.57 → 152.22 and
// 216.44 → 216.09 KB. What holds the rest: docs/performance.md, “Bytes”.
// Issues 35 and 39, `currentTime` says the start position while a stream attaches (the
// controller's getter in the entry, the session's flag in the playback chunk), a second
// source's text tracks reach the first list (the list's field in the entry, the forwarding in
// the playback chunk), the option groups composed: 16.26 → 16.28, 29.57 → 29.59, 152.22 →
// 152.38 and 216.09 → 216.24 KB.
// Issue 38: a carousel asks for its first row's thumbnails as its list comes, before its code
// (the request and the count of cards that fit move into the shared chunk; the cards' chunk
// less), a removed player is forgotten as the one asked last, and the list reader parses an
// answer of up to 64 KiB whole (in its own chunk): 16.28 → 16.46, 29.59 → 29.79, 152.38 →
// 152.67 and 216.24 → 216.54 KB.
// Issue 38 item 3, the subtitles-files chunk imported beside the playback chunk, not found in
// it once it came (a round trip less before hls.js attaches; the entry's `import()` of it, and
// the chunk now keeps its exports' names for a namespace): 16.46 → 16.49, 29.79 → 29.83,
// 152.67 → 152.78 and 216.54 → 216.65 KB.
// Issue 40, a start gets the stall bound again from each of its steps (a loaded machine's
// WebKit took longer than the bound with the data in hand, and the player left the stream for
// the MP4 file), in the playback chunk: 152.78 → 152.86 KB before a first frame,
// 216.65 → 216.73 KB with the full build.
// Issue 35 item 1, `paused` false from `play()` on and the player's own `play` and `pause` (the
// controller's paused and its events, `play()` asked at once, in the entry; the media binding's
// change of `paused` and the one-at-a-time rule hearing an earlier play, in the playback chunk):
// 16.49 → 16.57, 29.83 → 29.90, 152.87 → 153.04 and 216.74 → 216.91 KB.
// Issues 35/37 (item 5, item 3), the words of failures come with the first failure: the
// service's messages are a chunk the data client imports before it rejects (`worded`), and a
// playback error's message is the viewer's words, with the error in the playback chunk only (the
// controller passes the `ChunkError` of playback code that did not come as it is): 16.57 → 15.78,
// 29.90 → 29.11, 153.04 → 152.47 and 216.91 → 216.33 KB.
// Issue 38 item 5, English needs no likely-subtags lookup as an element connects (a phone's CPU
// took 40 ms for it before the carousel asked for its list): 15.80, 29.13, 152.48, 216.35 KB.
// Issue 38 item 5, a carousel's first row is measured once a list, by its early request or its
// render, not by both (the shared chunk keeps which list it measured): 15.81, 29.13, 152.50,
// 216.36 KB.
// Issues 35 and 37 (item 5, item 3), a page of players loads the player's entry
// (`video-player.js`): the elements of the carousel and the transcript (their properties, the
// carousel's early request for its list and the room its row takes: 1.1 KB) are a chunk of their
// own, which only the entry of the three elements imports, beside the shared one. A page of one
// player through `video-player.js` 15.81 → 14.67 KB; through the three elements' entry 15.81 →
// 16.41 KB, as a page of one carousel 29.13 → 29.75 KB (one file more, compressed apart); before
// a first frame, now read from the player’s entry, 152.50 → 151.36 and 216.36 → 215.22 KB.
// Issue 37 item 3, the list reader parses an answer of usual length whole, and fetches the
// scanner of long or broken answers (`scan-envelope.ts`, 1.7 KB) only for one: a page of one
// carousel 29.75 → 28.20 KB, less than before the languages; the shared chunk exports one more
// binding (14.67 → 14.68, 16.41 → 16.42 KB), and the figures before a first frame, which count
// every chunk the entry can import, one more file compressed apart (151.64, 215.50 KB).
// Issue 38, INP of a hovered play: a start with hls.js waits for the next paint (the engine it
// starts with, read in the shared chunk; `afterNextPaint`, shared with `startIntl`): 14.68 →
// 14.74, 16.42 → 16.48, 28.20 → 28.26, 151.64 → 151.68 and 215.50 → 215.54 KB.
const BEFORE_INTERACTION_HELD = 14.74 * KB;
const ALL_ELEMENTS_BEFORE_INTERACTION_HELD = 16.48 * KB;
const CAROUSEL_BEFORE_INTERACTION_HELD = 28.26 * KB;
const BEFORE_FIRST_FRAME_HELD = 151.68 * KB;
const BEFORE_FIRST_FRAME_FULL_HELD = 215.54 * KB;
// A page of one player, and one of one carousel, before issue 37’s languages (14.89 and 28.78 KB):
// issue 37 asks that an English page load no byte more than that.
const BEFORE_LANGUAGES = 14.89 * KB;
const CAROUSEL_BEFORE_LANGUAGES = 28.78 * KB;
// A language's file, fetched by a page in that language only.
const LANGUAGE_FILE_HELD = 3.5 * KB;
const languageFiles = readdirSync(
  fileURLToPath(new URL('../../dist/chunks/lang/', import.meta.url)),
)
  .filter((file) => file.endsWith('.js'))
  .map((file) => fileURLToPath(new URL(`../../dist/chunks/lang/${file}`, import.meta.url)));

const kb = (bytes: number) => `${(bytes / KB).toFixed(2)} KB`;

describe('the CDN build’s script bytes', () => {
  it(`stays within ${kb(BEFORE_INTERACTION_HELD)} gzip before interaction, one player through video-player.js`, () => {
    assert.ok(beforeInteraction <= BEFORE_INTERACTION_HELD, kb(beforeInteraction));
  });

  it(`stays within ${kb(ALL_ELEMENTS_BEFORE_INTERACTION_HELD)} gzip before interaction, one player through the three elements’ entry`, () => {
    assert.ok(
      allElementsBeforeInteraction <= ALL_ELEMENTS_BEFORE_INTERACTION_HELD,
      kb(allElementsBeforeInteraction),
    );
  });

  it(`stays within ${kb(CAROUSEL_BEFORE_INTERACTION_HELD)} gzip before interaction, one carousel`, () => {
    assert.ok(
      carouselBeforeInteraction <= CAROUSEL_BEFORE_INTERACTION_HELD,
      kb(carouselBeforeInteraction),
    );
  });

  it('counts the chunks a page imports as its widgets connect', () => {
    // A renamed chunk would drop out of the figures above unnoticed.
    assert.equal(playerPage.length, playerGraph.static.length, playerPage.join());
    assert.equal(allElementsPlayerPage.length, graph.static.length, allElementsPlayerPage.join());
    assert.equal(carouselPage.length, graph.static.length + 3, carouselPage.join());
  });

  it(`stays within ${kb(BEFORE_FIRST_FRAME_HELD)} gzip before a first frame`, () => {
    assert.ok(beforeFirstFrame <= BEFORE_FIRST_FRAME_HELD, kb(beforeFirstFrame));
  });

  it(`stays within ${kb(BEFORE_FIRST_FRAME_FULL_HELD)} gzip before a first frame of a stream with alternate audio`, () => {
    assert.equal(fullHls.length, 1, hlsChunks.join());
    assert.ok(beforeFirstFrameFull <= BEFORE_FIRST_FRAME_FULL_HELD, kb(beforeFirstFrameFull));
  });

  it('loads no language’s words on an English page, and one small file on another', () => {
    assert.equal(languageFiles.length, 23);
    for (const file of languageFiles) {
      assert.ok(![...allElementsPlayerPage, ...carouselPage].includes(file), file);
      assert.ok(
        sizeOfFiles([file]).gzip <= LANGUAGE_FILE_HELD,
        `${file}: ${kb(sizeOfFiles([file]).gzip)}`,
      );
    }
    // Every file holds what it needs: it imports nothing, so nothing is fetched after it.
    for (const file of languageFiles) assert.doesNotMatch(readFileSync(file, 'utf8'), /\bimport\b/);
  });

  it(`meets the issue’s ${kb(BEFORE_INTERACTION_BUDGET)} budget before interaction, one player through video-player.js`, () => {
    assert.ok(beforeInteraction <= BEFORE_INTERACTION_BUDGET, kb(beforeInteraction));
  });

  it(`loads no byte more on an English page of one player through video-player.js than before the languages (${kb(BEFORE_LANGUAGES)})`, () => {
    // The page of one player above has no `lang`: it is an English page.
    assert.ok(beforeInteraction <= BEFORE_LANGUAGES, kb(beforeInteraction));
  });

  it(`loads no byte more on an English page of one carousel than before the languages (${kb(CAROUSEL_BEFORE_LANGUAGES)})`, () => {
    assert.ok(
      carouselBeforeInteraction <= CAROUSEL_BEFORE_LANGUAGES,
      kb(carouselBeforeInteraction),
    );
  });

  it(
    `meets the issue’s ${kb(BEFORE_FIRST_FRAME_BUDGET)} budget before a first frame`,
    {todo: 'missed: the light hls.js build alone is 113.8 KB'},
    () => {
      assert.ok(beforeFirstFrame <= BEFORE_FIRST_FRAME_BUDGET, kb(beforeFirstFrame));
    },
  );

  it('names each binding the shared chunk exports as it is exported (rollup.config.mjs)', () => {
    // `export{a,b}`, not `export{Te as a,Ue as b}`: the list was 0.29 KB of the first script.
    const shared = readFileSync(
      playerGraph.static.find((file) => file !== PLAYER_ENTRY)!,
      'utf8',
    );
    const list = /export\{([^}]*)\};?\s*(?:\/\/# sourceMappingURL=\S+\s*)?$/.exec(shared)?.[1];
    assert.ok(list, 'the shared chunk ends with its export list');
    assert.deepEqual(
      list.split(',').filter((name) => name.includes(' as ')),
      [],
    );
  });

  it('loads the player’s playback code and the two hls.js builds only on demand', () => {
    // The player's entry and the chunk of code it shares with the lazy chunks; the three
    // elements' entry, that chunk and the one of the carousel's and transcript's elements.
    assert.equal(playerGraph.static.length, 2);
    assert.equal(graph.static.length, 3);
    assert.deepEqual(
      graph.static.filter((file) => playerGraph.static.includes(file)),
      playerGraph.static.filter((file) => file !== PLAYER_ENTRY),
    );
    assert.ok(playerGraph.all.some((file) => /\/chunks\/playback-chunk-[^/]+\.js$/.test(file)));
    assert.equal(hlsChunks.length, 2, hlsChunks.join());
  });
});
