/**
 * The widgets rendered on a server, as Declarative Shadow DOM holding their records: the page
 * paints them before any script, and the elements take them over without asking the service
 * again. Runs anywhere (Node, Deno, Workers): no DOM.
 *
 * @example
 * ```js
 * import {renderPlayer} from 'video-content-widgets/server';
 * const answer = await fetch(`${serviceUrl}/content/video/42`, {headers: {'x-api-key': key}});
 * const html = renderPlayer((await answer.json()).data.items[0]);
 * ```
 * @module
 */
export {renderPlayer, type RenderPlayerOptions} from './render-player.js';
export {renderCarousel, type RenderCarouselOptions} from './render-carousel.js';
