import type {CaptionStyle} from '../playback/player-snapshot.js';

/** The sizes the captions menu offers, in percent of the browser's own. */
export const CAPTION_SIZES = [75, 100, 150, 200];

/**
 * The colour presets the captions menu offers: text on a nearly opaque background, so the
 * contrast holds over any picture: white 12.6:1 and yellow 11.8:1 on 80 % black over white
 * video, black 16.7:1 on 90 % white over black video.
 */
export const CAPTION_COLORS: Record<string, readonly [text: string, background: string]> = {
  'white-on-black': ['#fff', 'rgb(0 0 0 / 0.8)'],
  'yellow-on-black': ['#ff0', 'rgb(0 0 0 / 0.8)'],
  'black-on-white': ['#000', 'rgb(255 255 255 / 0.9)'],
};

/** The words of the captions style in the captions menu, unless `player.strings` replaces them. */
export const CAPTION_STRINGS = {
  captionSize: 'Size',
  captionColors: 'Colours',
  captionColorsDefault: 'Default',
  captionColorPresets: {
    'white-on-black': 'White on black',
    'yellow-on-black': 'Yellow on black',
    'black-on-white': 'Black on white',
  } as Record<string, string>,
};

/** The `::cue` rule of a style; none for the browser's own size and colours. */
export function cueRule({size, colors}: CaptionStyle): string {
  const preset = CAPTION_COLORS[colors];
  const declarations = [
    ...(size !== 100 ? [`font-size: ${size}%`] : []),
    ...(preset ? [`color: ${preset[0]}`, `background: ${preset[1]}`] : []),
  ];
  return declarations.length ? `video::cue { ${declarations.join('; ')} }` : '';
}

const sheets = new WeakMap<ShadowRoot, {sheet: CSSStyleSheet; rule: string}>();

/**
 * Styles the captions of the `<video>` in a player's shadow root, for our WebVTT tracks and the
 * browser's alike, whichever controls it shows, through a style sheet of its own (no `style`
 * attribute: a strict CSP allows it).
 */
export function applyCaptionStyle(root: ShadowRoot, style: CaptionStyle): void {
  let applied = sheets.get(root);
  if (!applied) {
    applied = {sheet: new CSSStyleSheet(), rule: ''};
    sheets.set(root, applied);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, applied.sheet];
  }
  const rule = cueRule(style);
  if (rule !== applied.rule) applied.sheet.replaceSync((applied.rule = rule));
}
