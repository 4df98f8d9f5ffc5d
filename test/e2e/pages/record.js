// Loaded first by every e2e page: keeps what the test reads from outside, since the page's own
// scripts run before the test can listen. A same-origin file, so the strict policy allows it.
window.__record = {
  warnings: [],
  errors: [],
  violations: [],
  layoutShift: 0,
  definedAt: NaN,
  undefinedHeights: [],
};
const warn = console.warn;
console.warn = (...args) => {
  window.__record.warnings.push(args.map(String).join(' '));
  warn.apply(console, args);
};
addEventListener('error', (event) => window.__record.errors.push(event.message));
addEventListener('unhandledrejection', (event) =>
  window.__record.errors.push(String(event.reason)),
);
document.addEventListener('securitypolicyviolation', (event) =>
  window.__record.violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
);
if (PerformanceObserver.supportedEntryTypes.includes('layout-shift')) {
  new PerformanceObserver((list) => {
    for (const shift of list.getEntries()) {
      if (!shift.hadRecentInput) window.__record.layoutShift += shift.value;
    }
  }).observe({type: 'layout-shift', buffered: true});
}
customElements
  .whenDefined('video-carousel')
  .then(() => (window.__record.definedAt = performance.now()));
// The widgets' heights in the first frame after the parser has read the whole page, while the
// script is still held back (what the page's :not(:defined) rules reserve), in every browser. A
// frame can come mid-parse, with only the first widget in the document: hence the ready state.
requestAnimationFrame(function measure() {
  if (document.readyState === 'loading') return requestAnimationFrame(measure);
  const widgets = [...document.querySelectorAll('video-player, video-carousel')];
  if (widgets.some((widget) => widget.matches(':defined'))) return;
  window.__record.undefinedHeights = widgets.map((widget) => widget.getBoundingClientRect().height);
});
