import {fixture, html} from '@open-wc/testing';
import {renderVideoSeo} from '../../src/seo/index.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import type {Scope} from '../stand-in.js';

/** The record `id` as the service answers it, read before the test sets any fault. */
async function recordOf(scope: Scope, id: string): Promise<unknown> {
  const {endpoint, apiKey} = scope.source();
  const response = await fetch(`${endpoint}/content/video/${id}`, {
    headers: apiKey ? {'x-api-key': apiKey} : {},
  });
  return (await response.json()).data.items[0];
}

/**
 * A player in a page as a CMS writes it with the SEO helper: its markup holds the record's
 * JSON-LD, poster and link. `beforeConnect` runs once the record is read, before the player
 * exists (e.g. to slow the service's next answer).
 */
export async function serverRenderedPlayer(
  scope: Scope,
  id: string,
  {attributes = '', beforeConnect}: {attributes?: string; beforeConnect?: () => Promise<void>} = {},
): Promise<VideoPlayer> {
  const fallback = renderVideoSeo(await recordOf(scope, id));
  await beforeConnect?.();
  const {endpoint, apiKey} = scope.source();
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  host.innerHTML = `<video-player video-id="${id}" endpoint="${endpoint}" api-key="${apiKey}"
    ${attributes}>${fallback}</video-player>`;
  return host.firstElementChild as VideoPlayer;
}
