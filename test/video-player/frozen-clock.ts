/**
 * Makes the `<video>`'s time stand still where it is, as a hung decoder or media pipeline leaves
 * it while the element says it plays: no server can make a browser do that, so its clock is
 * stubbed (the media itself plays on underneath; a seek still reaches it). The time stands at
 * `at`, by default where it is. Returns what lets the time move again.
 */
export function freeze(video: HTMLVideoElement, at = video.currentTime): () => void {
  Object.defineProperty(video, 'currentTime', {
    configurable: true,
    get: () => at,
    set: (time: number) => {
      const own = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'currentTime')!;
      own.set!.call(video, time);
    },
  });
  return () => delete (video as {currentTime?: number}).currentTime;
}
