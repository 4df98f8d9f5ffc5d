// Whether a media element plays sound, by the best sign each engine gives a test page.

type CountingVideo = HTMLVideoElement & {
  /** Chromium: bytes of audio decoded. */
  webkitAudioDecodedByteCount?: number;
  /** Firefox: the media has an audio track its decoder reads. */
  mozHasAudio?: boolean;
  audioTracks?: ArrayLike<{enabled: boolean}>;
};

/**
 * Starts listening to `media` (call it before the media plays, and keep it unmuted) and returns
 * what says whether sound was decoded so far. Chromium counts decoded audio bytes. WebKit
 * counts nothing: a Web Audio analyser hears the element's output (which it then takes instead
 * of the speakers), except for the browser's own HLS from another origin, whose output Web
 * Audio hears as silence: there an enabled audio track is the sign. Firefox has no counter
 * for pages and no Web Audio without a sound card: it says whether the media has audio.
 */
export function listenForSound(media: HTMLVideoElement): () => boolean {
  const video = media as CountingVideo;
  if (video.webkitAudioDecodedByteCount !== undefined) {
    return () => (video.webkitAudioDecodedByteCount ?? 0) > 0;
  }
  if (video.mozHasAudio !== undefined) return () => video.mozHasAudio === true;
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  const silent = context.createGain();
  silent.gain.value = 0;
  context.createMediaElementSource(video).connect(analyser);
  analyser.connect(silent).connect(context.destination);
  const samples = new Float32Array(analyser.fftSize);
  let heard = false;
  return () => {
    if (heard) return true;
    if (video.currentSrc.startsWith('blob:')) {
      analyser.getFloatTimeDomainData(samples);
      heard = samples.some((sample) => Math.abs(sample) > 0.01);
    } else if (video.currentSrc) {
      heard = Array.from(video.audioTracks ?? []).some((track) => track.enabled);
    }
    if (heard) void context.close();
    return heard;
  };
}
