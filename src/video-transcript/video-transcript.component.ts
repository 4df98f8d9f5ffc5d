import {ReactiveElement} from '@lit/reactive-element';
import type {PropertyDeclarations, PropertyValues} from '@lit/reactive-element';
import {importView} from '../internal/chunk-error.js';
import {lazyModule, updateView} from '../internal/lazy-module.js';
import type {TranscriptStrings} from './transcript-strings.js';
import {LanguageController} from '../i18n/language-controller.js';

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
export class VideoTranscript extends ReactiveElement {
  static override properties: PropertyDeclarations = {
    for: {},
    strings: {attribute: false},
  };

  /** Id of the `<video-player>` whose captions it lists (in the same document or shadow root). */
  for?: string;

  /** Replacements for the texts it shows (e.g. another language). */
  strings: Partial<TranscriptStrings> = {};

  private readonly _language = new LanguageController(this, 'transcript');

  /** `strings` over the words of the transcript's language (`lang`). @internal */
  get words(): Partial<TranscriptStrings> {
    return this._language.over(this.strings);
  }

  private readonly _view = lazyModule(this, () =>
    importView(() => import('./transcript-view.js')).then(({Transcript}) => new Transcript(this)),
  );

  override connectedCallback(): void {
    super.connectedCallback();
    this._view.load().catch(() => {}); // Offline: says so; the page loses nothing else.
  }

  /** Until its code is in, the element shows nothing (or why it cannot). */
  protected override update(changed: PropertyValues<this>): void {
    super.update(changed);
    updateView(this, this._view, 'status');
  }
}
