import {html, nothing} from 'lit/html.js';
import {icon, type IconName} from './control-icons.js';

/** A control bar's icon button with a name; with `pressed`, a toggle. */
export function controlButton(
  part: string,
  label: string,
  symbol: IconName,
  onClick: () => void,
  pressed?: boolean,
  disabled = false,
) {
  return html`<button
    part="control ${part}"
    class="control"
    type="button"
    aria-label=${label}
    aria-pressed=${pressed === undefined ? nothing : String(pressed)}
    ?disabled=${disabled}
    @click=${onClick}
  >
    ${icon(symbol)}
  </button>`;
}
