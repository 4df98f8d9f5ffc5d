export {createVideoProxy, type VideoProxyOptions} from './video-proxy.js';
