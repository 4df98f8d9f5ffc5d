import type {ReactiveController} from '@lit/reactive-element';
import type {ReactiveElement} from '@lit/reactive-element';
import {html, nothing} from 'lit/html.js';
import type {Video} from '../data/index.js';
import {define, tagOf} from '../internal/define.js';
import type {CoreStrings} from './carousel-strings.js';
import {playIn, type Playable} from './playable.js';
import {displayTitle} from './video-card.js';

/**
 * The built-in player for carousels without a linked one: a native modal `<dialog>`,
 * which makes the rest of the page inert (focus stays inside), closes on Escape (and on a
 * backdrop click where `closedby` is supported), and
 * hands focus back through `onClosed`. The player exists only while the dialog is open,
 * so closing it stops playback.
 */
export class PlayerDialogController implements ReactiveController {
  /** The video playing in the open dialog. */
  video?: Video;
  /** The open dialog's player; each opening makes a new one. */
  private _player?: Playable;

  constructor(
    private readonly _host: ReactiveElement,
    private readonly _onClosed: (video: Video) => void,
  ) {
    _host.addController(this);
  }

  async open(video: Video): Promise<void> {
    this.video = video;
    this._host.requestUpdate();
    await this._host.updateComplete;
    const dialog = this._dialog();
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Only this path needs the player's code; in the CDN build it is already loaded and
    // registered (under the page's name for it: `define`).
    const {VideoPlayer} = await import('../video-player/video-player.component.js');
    define('video-player', VideoPlayer);
    const player = this._player;
    if (player && this.video === video) await playIn(player, video);
  }

  close(): void {
    this._dialog()?.close();
  }

  hostDisconnected(): void {
    this.close();
  }

  render(strings: CoreStrings): unknown {
    const video = this.video;
    if (!video) return nothing;
    return html`<dialog
      part="dialog"
      aria-labelledby="dialog-title"
      closedby="any"
      @close=${this._onClose}
    >
      <div class="dialog-body">
        <div class="dialog-header">
          <h2 id="dialog-title" part="dialog-title" dir="auto">${displayTitle(video, strings)}</h2>
          <button
            part="button close-button"
            type="button"
            class="close"
            aria-label=${strings.close}
            @click=${() => this.close()}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" width="20" height="20">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" />
            </svg>
          </button>
        </div>
        ${(this._player ??= dialogPlayer())}
      </div>
    </dialog>`;
  }

  private _dialog(): HTMLDialogElement | null {
    return this._host.renderRoot.querySelector('dialog');
  }

  private readonly _onClose = () => {
    const video = this.video;
    this.video = undefined;
    this._player = undefined;
    this._host.requestUpdate();
    if (video) this._onClosed(video);
  };
}

/** A player for the dialog, made by the name the page registered players under. */
function dialogPlayer(): Playable {
  const player = document.createElement(tagOf('video-player')) as Playable;
  player.setAttribute('part', 'dialog-player');
  return player;
}
