import type {ReactiveController, ReactiveControllerHost} from '@lit/reactive-element';
import {html, nothing} from 'lit/html.js';
import type {PlayerStringsWithControls} from './control-strings.js';

type Dialog = typeof import('./shortcuts-dialog.js');

/**
 * The way to the dialog of the player's keyboard shortcuts: the bar's `?` button, and the `?`
 * key anywhere in the player but a text field. The dialog is a chunk of its own, fetched when
 * first opened.
 */
export class ShortcutsHelp implements ReactiveController {
  private _dialog?: Dialog;
  private _open = false;
  private _events?: AbortController;

  constructor(private readonly _host: ReactiveControllerHost & HTMLElement) {
    _host.addController(this);
  }

  hostConnected(): void {
    this._events = new AbortController();
    this._host.addEventListener('keydown', this._onKeydown, {signal: this._events.signal});
  }

  hostDisconnected(): void {
    this._events?.abort();
  }

  /** The bar's button, and the dialog after it while open. */
  render(strings: PlayerStringsWithControls) {
    const dialog = this._open && this._dialog;
    return html`<button
        part="control shortcuts-button"
        class="control text shortcuts-button"
        type="button"
        aria-label=${strings.shortcuts}
        aria-haspopup="dialog"
        @click=${this._show}
      >
        ?
      </button>
      ${dialog ? dialog.renderShortcuts(this._host, strings, this._closed) : nothing}`;
  }

  private readonly _closed = () => {
    this._open = false;
    this._host.requestUpdate();
  };

  private readonly _show = () => {
    import('./shortcuts-dialog.js').then(
      (dialog) => {
        this._dialog = dialog;
        this._open = true;
        this._host.requestUpdate();
        void this._host.updateComplete.then(() => dialog.showShortcuts(this._host));
      },
      () => {}, // Offline: the next press asks again.
    );
  };

  private readonly _onKeydown = (event: KeyboardEvent) => {
    const origin = event.composedPath()[0];
    if (event.key !== '?' || event.defaultPrevented || event.ctrlKey || event.metaKey) return;
    if (origin instanceof HTMLInputElement || origin instanceof HTMLTextAreaElement) return;
    event.preventDefault();
    this._show();
  };
}
