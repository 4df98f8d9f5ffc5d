import type {ReactiveController, ReactiveControllerHost} from 'lit';

/**
 * Keeps focus in a player whose content re-renders: when what holds focus (the poster button,
 * a video of another source, the status) goes away, or focus was asked for before anything
 * could take it, the next render's target gets it: Try again after a failure, else the video,
 * else the poster button.
 */
export class FocusKeeper implements ReactiveController {
  private _pending = false;

  constructor(
    private readonly _host: ReactiveControllerHost & HTMLElement,
    private readonly _media: () => HTMLVideoElement | undefined,
  ) {
    _host.addController(this);
  }

  /** Focuses the target now, or the first to appear. */
  focus(options?: FocusOptions): void {
    const target = this._target();
    if (target) target.focus(options);
    else this._pending = true;
  }

  hostUpdate(): void {
    this._pending ||= this._host.shadowRoot?.activeElement != null;
  }

  hostUpdated(): void {
    if (!this._pending) return;
    const inside = this._host.shadowRoot?.activeElement;
    const target = inside ? undefined : this._target();
    target?.focus({preventScroll: true});
    if (target || inside) this._pending = false;
  }

  private _target(): HTMLElement | undefined {
    const root = this._host.shadowRoot;
    const media = this._media();
    return (
      root?.querySelector<HTMLElement>('[part~="retry-button"]') ??
      (media?.isConnected ? media : root?.querySelector<HTMLElement>('.facade')) ??
      undefined
    );
  }
}
