// What the bench pages report to the runner, on `window.bench`: the moments a viewer sees
// what they came for, in ms since navigation started.

/**
 * Resolves when every thumbnail in the viewport has loaded, on the frame that paints them.
 * @param {() => Array<Document | ShadowRoot | null | undefined>} roots where the images live
 * @returns {Promise<number>}
 */
export function thumbnailsPainted(roots) {
  return new Promise((resolve) => {
    const check = () => {
      const images = roots()
        .flatMap((root) => (root ? [...root.querySelectorAll('img')] : []))
        .filter((img) => !img.hidden && inViewport(img));
      if (images.length && images.every((img) => img.complete && img.naturalWidth > 0)) {
        requestAnimationFrame(() => resolve(performance.now()));
      } else {
        requestAnimationFrame(check);
      }
    };
    check();
  });
}

/**
 * Resolves with the presentation time of the first video frame shown after the next click, and
 * when the viewer's intent began: the first pointer over or down on the page (hover, touch or
 * the mouse arriving to click), else the click.
 * @param {() => HTMLVideoElement | null | undefined} findVideo the `<video>` that plays
 * @returns {Promise<{clickedAt: number, intentAt: number, firstFrameAt: number}>}
 */
export function firstFrameAfterClick(findVideo) {
  let intentAt;
  const intent = (event) => (intentAt ??= event.timeStamp);
  for (const type of ['pointerover', 'pointerdown', 'touchstart']) {
    addEventListener(type, intent, {capture: true, once: true, passive: true});
  }
  return new Promise((resolve) => {
    addEventListener(
      'click',
      (event) => {
        const clickedAt = event.timeStamp;
        intentAt ??= clickedAt;
        const poll = () => {
          const video = findVideo();
          if (!video) return requestAnimationFrame(poll);
          video.requestVideoFrameCallback((now, frame) =>
            resolve({clickedAt, intentAt, firstFrameAt: frame.presentationTime || now}),
          );
        };
        poll();
      },
      {capture: true, once: true},
    );
  });
}

/** @param {Element} element */
function inViewport(element) {
  const box = element.getBoundingClientRect();
  return box.right > 0 && box.bottom > 0 && box.left < innerWidth && box.top < innerHeight;
}
