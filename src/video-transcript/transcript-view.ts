import type {ReactiveController, ReactiveElement} from '@lit/reactive-element';
import {initialState, Task, TaskStatus} from '@lit/task';
import {html, nothing} from 'lit/html.js';
import type {Video} from '../data/video.js';
import {isAbort} from '../internal/abort.js';
import {fill} from '../internal/placeholders.js';
import {localeOf} from '../internal/locale-of.js';
import {pluralForm} from '../i18n/plural.js';
import {formatDuration} from '../internal/format.js';
import {renderInRoot} from '../internal/render-in-root.js';
import {adoptStyles} from '../internal/styles.js';
import {tagOf} from '../internal/define.js';
import {prefersReducedMotion} from '../internal/preferences.js';
import type {VideoPlayer} from '../video-player/video-player.component.js';
import {visuallyHidden} from '../internal/visually-hidden.styles.js';
import {lineAt, splitMatches, transcriptLines, type TranscriptLine} from './transcript-lines.js';
import {DEFAULT_TRANSCRIPT_STRINGS, type TranscriptStrings} from './transcript-strings.js';
import {styles} from './video-transcript.styles.js';

/** What the view reads of its `<video-transcript>`. */
export interface TranscriptHost extends ReactiveElement {
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
  /** The record whose captions are listed: the task's argument. */
  private _record?: Video;
  /** No player of that id is there (yet). */
  private _noPlayer = false;
  private readonly _lines: Task<readonly [Video | undefined], TranscriptLine[] | undefined>;
  private _current = -1;
  private _query = '';
  private _listeners?: AbortController;

  constructor(private readonly _host: TranscriptHost) {
    for (const sheet of [visuallyHidden, styles]) adoptStyles(_host, sheet);
    this._lines = new Task(_host, {
      args: () => [this._record] as const,
      task: ([record], {signal}) => {
        if (!record) return initialState;
        const lang = _host.closest('[lang]')?.getAttribute('lang') ?? navigator.language;
        return transcriptLines(record, lang, signal);
      },
    });
    // Last: a connected host calls `hostConnected` at once, which reads the task.
    _host.addController(this);
  }

  hostConnected(): void {
    // A transcript moved in the DOM had its load aborted on the way out: load again.
    const {status, error} = this._lines;
    if (status === TaskStatus.PENDING || (status === TaskStatus.ERROR && isAbort(error))) {
      void this._lines.run();
    }
    void this._follow();
  }

  hostDisconnected(): void {
    this._listeners?.abort();
    this._lines.abort();
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
      this._show(undefined, true);
      await treeChanged(this._host.getRootNode(), signal);
      player = this._findPlayer();
    }
    if (signal.aborted || !player) return; // `for` changed, or the transcript left.
    this._player = player;
    await customElements.whenDefined(player.localName);
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
    return found?.localName === tagOf('video-player') ? (found as VideoPlayer) : undefined;
  }

  /** Lists `record`'s captions: the task loads them (a newer record aborts an older load). */
  private _load(record: Video | undefined): void {
    if (!record || record === this._record) return;
    this._show(record, false);
  }

  private _show(record: Video | undefined, noPlayer: boolean): void {
    this._record = record;
    this._noPlayer = noPlayer;
    this._current = -1;
    this._host.requestUpdate();
  }

  /** What the transcript shows: its lines once loaded, else why there are none (yet). */
  private get _shown(): Lines {
    if (this._noPlayer) return 'no-player';
    switch (this._lines.status) {
      case TaskStatus.COMPLETE:
        return this._lines.value?.length ? this._lines.value : 'none';
      // An aborted load is loaded again as the transcript comes back.
      case TaskStatus.ERROR:
        return isAbort(this._lines.error) ? 'loading' : 'failed';
      default:
        return 'loading';
    }
  }

  private readonly _onTime = () => {
    const lines = this._shown;
    if (!Array.isArray(lines) || !this._player) return;
    const current = lineAt(lines, this._player.currentTime);
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
    const lines = this._shown;
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
