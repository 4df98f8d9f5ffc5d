import type {ReactiveController, ReactiveControllerHost} from 'lit';
import {environment} from '../internal/environment.js';
import {prefersStillAndLight} from '../internal/preferences.js';
import {cardOf} from './card-focus.js';

/** How long a pointer or focus must rest on a card before its GIF is fetched and shown. */
export const PREVIEW_DELAY = 500;

interface PreviewHost extends ReactiveControllerHost {
  preview: 'hover' | 'none';
}

/**
 * Decides which card shows its animated GIF. The GIF URL is only rendered once the
 * delay has passed, so nothing is downloaded for a pointer that merely crosses a card;
 * readers who ask for less motion or less data never get one.
 */
export class GifPreviewController implements ReactiveController {
  /** Id of the video whose GIF is showing. */
  active?: number;
  /** Id of the video whose card the pointer is over. */
  private _hovered?: number;
  private _timer?: ReturnType<typeof setTimeout>;

  constructor(private readonly _host: PreviewHost) {
    _host.addController(this);
  }

  hostDisconnected(): void {
    this.stop();
  }

  /** Starts the delay for `id`'s preview, when previews are wanted at all. */
  start(id: number): void {
    this.stop();
    if (!this._allowed()) return;
    this._timer = environment.setTimeout(() => {
      this.active = id;
      this._host.requestUpdate();
    }, PREVIEW_DELAY);
  }

  /** The pointer moved over a card, or off one: only a new card restarts the delay; touch has no hover. */
  readonly onPointerOver = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    const id = Number(cardOf(event)?.dataset['id'] ?? NaN);
    const hovered = Number.isNaN(id) ? undefined : id;
    if (hovered === this._hovered) return;
    this._hovered = hovered;
    if (hovered === undefined) this.stop();
    else this.start(hovered);
  };

  /** The pointer left the row. */
  readonly onPointerLeave = () => {
    this._hovered = undefined;
    this.stop();
  };

  /** Hides the preview (and cancels a pending one). */
  stop(): void {
    environment.clearTimeout(this._timer);
    if (this.active === undefined) return;
    this.active = undefined;
    this._host.requestUpdate();
  }

  private _allowed(): boolean {
    return this._host.preview !== 'none' && !prefersStillAndLight();
  }
}
