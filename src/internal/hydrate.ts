/**
 * lit's hydration of what its SSR printed (render-carousel.ts), a chunk of its own: only a page
 * with a printed widget fetches it.
 */
export {hydrate} from '@lit-labs/ssr-client';
