import type {ReactiveController, ReactiveControllerHost} from 'lit';

/**
 * Calls `onOnline` when the browser comes back online while the host is connected: a widget
 * whose load failed for want of a network tries again without the reader pressing Retry.
 */
export class ReconnectController implements ReactiveController {
  private _lifetime?: AbortController;

  constructor(
    host: ReactiveControllerHost,
    private readonly _onOnline: () => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this._lifetime = new AbortController();
    globalThis.addEventListener('online', () => this._onOnline(), {signal: this._lifetime.signal});
  }

  hostDisconnected(): void {
    this._lifetime?.abort();
  }
}
