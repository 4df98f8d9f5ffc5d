export type {Video, PlaybackDetails} from './video.js';
export {parseVideo} from './parse-video.js';
export {parseEnvelope} from './parse-envelope.js';
export {VideoServiceError, type VideoServiceErrorKind} from './video-service-error.js';
export {
  VideoClient,
  videoClient,
  type VideoSource,
  type ListQuery,
  type CallOptions,
  type VideoClientOptions,
} from './video-client.js';
