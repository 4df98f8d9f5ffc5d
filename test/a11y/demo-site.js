// What the tests of the demo pages (as `npm start` serves them) share: the pages, and when a
// page's widgets have settled.

/** The demo pages, as paths below the demo's URL. */
export const PAGES = [
  '',
  'carousels.html',
  'player.html',
  'media-chrome.html',
  'server-rendered.html',
  'frameworks/index.html',
];

/** Every carousel has left its loading state, every player shows a poster, video or error. */
export function settled() {
  const widgets = [...document.querySelectorAll('video-carousel, video-player')];
  return widgets.every((widget) =>
    widget.localName === 'video-carousel'
      ? widget.shadowRoot?.querySelector('.region[aria-busy="false"]')
      : widget.shadowRoot?.querySelector('[part~="facade"], video, [part~="error"]'),
  );
}
