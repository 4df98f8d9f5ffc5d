/**
 * Gives the `<video>` a source it plays by itself (the browser's own HLS or the MP4 file),
 * seeking to `position` once it can; `onError` when the element fails on it. Listeners end
 * with `signal`.
 */
export function attachFile(
  video: HTMLVideoElement,
  url: string,
  position: number,
  signal: AbortSignal,
  onError: () => void,
): void {
  video.addEventListener('error', onError, {signal});
  if (position > 0) {
    const seek = () => (video.currentTime = position);
    video.addEventListener('loadedmetadata', seek, {signal, once: true});
  }
  video.src = url;
}
