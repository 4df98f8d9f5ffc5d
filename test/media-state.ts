/**
 * What a media element was doing, for the message of a wait that failed: whether it had data,
 * waited for it, stood in a seek, or the page was hidden (a hidden page throttles timers and may
 * hold a muted video).
 */
export function mediaState(video: HTMLMediaElement | null): string {
  if (!video) return 'no media element';
  const {buffered} = video;
  const ranges = Array.from(
    {length: buffered.length},
    (_, i) => `${buffered.start(i).toFixed(2)}–${buffered.end(i).toFixed(2)}`,
  );
  return [
    `time ${video.currentTime}`,
    `readyState ${video.readyState}`,
    `networkState ${video.networkState}`,
    video.paused ? 'paused' : 'not paused',
    ...(video.seeking ? ['seeking'] : []),
    `buffered [${ranges.join(', ')}]`,
    ...(video.error ? [`error ${video.error.code}`] : []),
    `page ${document.visibilityState}`,
  ].join(', ');
}
