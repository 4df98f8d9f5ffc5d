import {html, LitElement, nothing} from 'lit';
import {property} from 'lit/decorators.js';
import {CODE_UNAVAILABLE, importChunk} from '../internal/chunk-error.js';
import {lazyModule} from '../internal/lazy-module.js';
import type {TranscriptStrings} from './transcript-strings.js';

/**
 * The captions of a `<video-player>` as an interactive transcript: every line with its time,
 * the line being spoken highlighted, a click seeks the player there, and a search field finds
 * lines. Until it is on a page its code is not loaded: this shell fetches the rest on connect.
 *
 * @tagname video-transcript
 * @summary An interactive, searchable transcript of a `<video-player>`'s captions.
 *
 * @csspart search - The search field.
 * @csspart lines - The list of lines.
 * @csspart line - One line (a button that seeks the player).
 * @csspart time - The time of a line.
 * @csspart status - Loading, empty and error messages.
 *
 * @cssprop [--video-transcript-height=20rem] - Height of the scrolling list.
 * @cssprop [--video-transcript-accent=#2563eb] - The current line's mark and the focus ring.
 * @cssprop [--video-transcript-highlight=#dbeafe] - Behind the line being spoken.
 */
export class VideoTranscript extends LitElement {
  /** Id of the `<video-player>` whose captions it lists (in the same document or shadow root). */
  @property({attribute: 'for'}) for?: string;

  /** Replacements for the texts it shows (e.g. another language). */
  @property({attribute: false}) strings: Partial<TranscriptStrings> = {};

  private readonly _view = lazyModule(this, () =>
    importChunk(() => import('./transcript-view.js')).then(({Transcript}) => new Transcript(this)),
  );

  override connectedCallback(): void {
    super.connectedCallback();
    this._view.load().catch(() => {}); // Offline: says so; the page loses nothing else.
  }

  protected override render() {
    const view = this._view();
    if (view) return view.render();
    return this._view.failure
      ? html`<p part="status" role="alert">${this.strings.codeUnavailable ?? CODE_UNAVAILABLE}</p>`
      : nothing;
  }
}
