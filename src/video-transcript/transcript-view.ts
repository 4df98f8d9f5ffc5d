import type {ReactiveController} from '@lit/reactive-element';
import {html, nothing} from 'lit/html.js';
import type {Video} from '../data/video.js';
import {fill} from '../internal/placeholders.js';
import {localeOf} from '../internal/locale-of.js';
import {pluralForm} from '../i18n/plural.js';
import {formatDuration} from '../internal/format.js';
import {renderInRoot} from '../internal/render-in-root.js';
import {adoptStyles} from '../internal/styles.js';
import {prefersReducedMotion} from '../internal/preferences.js';
import type {VideoPlayer} from '../video-player/video-player.component.js';
import {visuallyHidden} from '../internal/visually-hidden.styles.js';
import {lineAt, splitMatches, transcriptLines, type TranscriptLine} from './transcript-lines.js';
import type {WidgetElement} from '../internal/widget-element.js';
import {DEFAULT_TRANSCRIPT_STRINGS, type TranscriptStrings} from './transcript-strings.js';
import {styles} from './video-transcript.styles.js';

/** What the view reads of its `<video-transcript>`. */
export interface TranscriptHost extends WidgetElement {
  for?: string;
  /** Its `strings` over the words of its language. */
  readonly words: Partial<TranscriptStrings>;
}

type Lines = TranscriptLine[] | 'loading' | 'none' | 'failed' | 'no-player';

/**
 * What `<video-transcript>` does once on a page: follows the player named by `for` (its record,
 * its time), loads that record's captions, and renders them as lines to search and seek by.
 */
export class Transcript implements ReactiveController {
  private _player?: VideoPlayer;
  private _for?: string;
  private _record?: Video;
  private _lines: Lines = 'loading';
  private _current = -1;
  private _query = '';
  private _listeners?: AbortController;
  private _loading?: AbortController;

  constructor(private readonly _host: TranscriptHost) {
    for (const sheet of [visuallyHidden, styles]) adoptStyles(_host, sheet);
    _host.addController(this);
  }

  hostConnected(): void {
    void this._follow();
  }

  hostDisconnected(): void {
    this._listeners?.abort();
    this._loading?.abort();
    this._player = undefined;
    this._for = undefined;
  }

  hostUpdate(): void {
    if (this._host.isConnected && this._host.for !== this._for) void this._follow();
  }

  private async _follow(): Promise<void> {
    this._listeners?.abort();
    this._for = this._host.for;
    const {signal} = (this._listeners = new AbortController());
    // A framework may render the player after the transcript: until it is there, say so and watch.
    let player = this._findPlayer() ?? (await nextFrame(), this._findPlayer());
    while (!player && !signal.aborted) {
      this._show(undefined, 'no-player');
      await treeChanged(this._host.getRootNode(), signal);
      player = this._findPlayer();
    }
    if (signal.aborted || !player) return; // `for` changed, or the transcript left.
    this._player = player;
    await customElements.whenDefined('video-player');
    if (signal.aborted) return;
    // The published snapshot, not `video-load`: a record loaded while this waited is in it.
    const unsubscribe = player.playback.subscribe((state) => this._load(state.record));
    signal.addEventListener('abort', unsubscribe);
    player.addEventListener('timeupdate', this._onTime, {signal});
    player.addEventListener('seeked', this._onTime, {signal});
    this._load(player.playback.snapshot.record);
  }

  private _findPlayer(): VideoPlayer | undefined {
    const root = this._host.getRootNode() as Document | ShadowRoot;
    const found = this._for ? root.getElementById(this._for) : null;
    return found?.localName === 'video-player' ? (found as VideoPlayer) : undefined;
  }

  private _load(record: Video | undefined): void {
    if (!record || record === this._record) return;
    this._loading?.abort();
    const loading = (this._loading = new AbortController());
    this._show(record, 'loading');
    const lang = this._host.closest('[lang]')?.getAttribute('lang') ?? navigator.language;
    transcriptLines(record, lang, loading.signal).then(
      (lines) => !loading.signal.aborted && this._show(record, lines?.length ? lines : 'none'),
      // A newer record's load aborted this one: its outcome is no longer shown.
      () => !loading.signal.aborted && this._show(record, 'failed'),
    );
  }

  private _show(record: Video | undefined, lines: Lines): void {
    this._record = record;
    this._lines = lines;
    this._current = -1;
    this._host.requestUpdate();
  }

  private readonly _onTime = () => {
    if (!Array.isArray(this._lines) || !this._player) return;
    const current = lineAt(this._lines, this._player.currentTime);
    if (current === this._current) return;
    this._current = current;
    this._host.requestUpdate();
    void this._host.updateComplete.then(() => this._reveal());
  };

  /** Scrolls the list, never the page, to the spoken line; not while the reader searches. */
  private _reveal(): void {
    const list = this._host.renderRoot.querySelector<HTMLElement>('[part~="lines"]');
    const line = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !line || this._query || list.contains(this._host.shadowRoot!.activeElement))
      return;
    const top = line.offsetTop - list.offsetTop;
    if (top >= list.scrollTop && top + line.offsetHeight <= list.scrollTop + list.clientHeight) {
      return;
    }
    const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
    list.scrollTo({top: top - list.clientHeight / 3, behavior});
  }

  private _seek(line: TranscriptLine): void {
    if (!this._player) return;
    this._player.currentTime = line.start;
    void this._player.play().catch(() => {}); // The player shows its own error.
  }

  /** Renders the transcript into its element's shadow root (each update of the element). */
  update(): void {
    renderInRoot(this._host, this._render());
  }

  private _render() {
    const strings = {...DEFAULT_TRANSCRIPT_STRINGS, ...this._host.words};
    const lines = this._lines;
    if (!Array.isArray(lines)) {
      const text =
        lines === 'no-player'
          ? fill(strings.noPlayer, {id: this._for ?? ''})
          : lines === 'loading'
            ? strings.loading
            : strings[lines];
      return html`<section aria-label=${strings.label}>
        <p part="status" role=${lines === 'loading' ? 'status' : 'alert'}>${text}</p>
      </section>`;
    }
    const query = this._query.trim();
    const shown = query ? lines.filter((line) => splitMatches(line.text, query).length > 1) : lines;
    const count = shown.length;
    return html`<section aria-label=${strings.label}>
      <input
        part="search"
        type="search"
        aria-label=${strings.search}
        .value=${this._query}
        @input=${(event: InputEvent) => {
          this._query = (event.target as HTMLInputElement).value;
          this._host.requestUpdate();
        }}
      />
      <p class="visually-hidden" role="status">
        ${query ? (count ? fill(pluralForm(strings.matches, count, localeOf(this._host)), {count}) : strings.noMatches) : ''}
      </p>
      <ol part="lines">
        ${shown.map((line) => this._renderLine(line, lines.indexOf(line), query))}
      </ol>
    </section>`;
  }

  private _renderLine(line: TranscriptLine, index: number, query: string) {
    const pieces = splitMatches(line.text, query);
    return html`<li>
      <button
        part="line"
        aria-current=${index === this._current ? 'true' : nothing}
        @click=${() => this._seek(line)}
      >
        <span part="time">${formatDuration(line.start)}</span>
        <span>${pieces.map((piece, i) => (i % 2 ? html`<mark>${piece}</mark>` : piece))}</span>
      </button>
    </li>`;
  }
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Resolves at the next change of the elements or ids under `root`, or once `signal` aborts. */
function treeChanged(root: Node, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      signal.removeEventListener('abort', done);
      resolve();
    };
    const observer = new MutationObserver(done);
    observer.observe(root, {childList: true, subtree: true, attributeFilter: ['id']});
    signal.addEventListener('abort', done);
  });
}
