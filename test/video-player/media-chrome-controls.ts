// What a test does with media-chrome's controls, in its own bar or in a player.style theme.

/** A media-chrome range (time, volume): its `<input>` inside. */
export type Range = HTMLElement & {range: HTMLInputElement};

/** Moves a media-chrome range as a viewer's drag does: its input's value, then its events. */
export function slide(range: Range, value: number): void {
  range.range.value = String(value);
  range.range.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
  range.range.dispatchEvent(new Event('change', {bubbles: true, composed: true}));
}

/** The items a media-chrome menu shows (captions, rate, renditions). */
export const menuItems = (menu: HTMLElement) =>
  Array.from(menu.shadowRoot!.querySelectorAll<HTMLElement>('media-chrome-menu-item'));
