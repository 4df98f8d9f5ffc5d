export type {Video, PlaybackDetails} from './video.js';
export {parseVideo, parseEnvelope} from './parse-video.js';
export {VideoServiceError, type VideoServiceErrorKind} from './video-service-error.js';
export {
  VideoClient,
  videoClient,
  type VideoSource,
  type ListQuery,
  type CallOptions,
  type VideoClientOptions,
} from './video-client.js';
