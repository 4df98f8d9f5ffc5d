/**
 * The Custom HTML block's Preview is an iframe WordPress writes anew on each change, with the
 * author's HTML alone: this gives it what a page gets, the site's endpoint and the widgets'
 * module, and reports the widgets' height, which the sandbox's own script (watching the light
 * DOM) misses, as theirs renders in shadow DOM.
 */
(function (settings) {
  'use strict';
  const TAGS = 'video-player, video-carousel';
  const ENDPOINT = 'meta[name="video-content-widgets:endpoint"]';

  /** Runs in the sandbox: its size to the block, as the sandbox's own script sends it. */
  function reportSize() {
    new ResizeObserver(function () {
      const box = document.body.getBoundingClientRect();
      window.parent.postMessage({action: 'resize', width: box.width, height: box.height}, '*');
    }).observe(document.body);
  }

  function equip(frame) {
    const doc = frame.contentDocument;
    if (!doc || !doc.body || !doc.querySelector(TAGS) || doc.querySelector(ENDPOINT)) return;
    const meta = doc.createElement('meta');
    meta.name = 'video-content-widgets:endpoint';
    meta.content = settings.endpoint;
    doc.head.appendChild(meta);
    const size = doc.createElement('script');
    size.textContent = '(' + reportSize.toString() + ')();';
    doc.body.appendChild(size);
    const module = doc.createElement('script');
    module.type = 'module';
    module.src = settings.module;
    doc.head.appendChild(module);
  }

  const watched = new WeakSet();
  let scheduled = false;
  function scan() {
    scheduled = false;
    document.querySelectorAll('iframe.components-sandbox').forEach(function (frame) {
      if (watched.has(frame)) return;
      watched.add(frame);
      // Fired each time the sandbox has written its document anew.
      frame.addEventListener('load', function () {
        equip(frame);
      });
      equip(frame);
    });
  }
  new MutationObserver(function () {
    if (!scheduled) {
      scheduled = true;
      requestAnimationFrame(scan);
    }
  }).observe(document.body, {childList: true, subtree: true});
})(window.videoContentWidgetsPreview);
