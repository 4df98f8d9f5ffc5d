// The Node renderer as the package ships it (`video-content-widgets/server`, dist/lib: its styles
// minified as the CDN build's), which the WordPress plugin's PHP printer must match byte for byte.
// Needs `npm run build` first (as `npm test` does).
export const {renderPlayer, renderCarousel} = (await import(
  new URL('../../dist/lib/server/index.js', import.meta.url).href
)) as typeof import('../../src/server/index.js');
