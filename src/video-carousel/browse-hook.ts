import type {Video} from '../data/index.js';
import {importChunk} from '../internal/chunk-error.js';
import {lazyModule} from '../internal/lazy-module.js';
import type {BrowseController, BrowseHost} from './browse-controller.js';
import type {CardFocus} from './card-focus.js';
import {PAGE_SIZE} from './video-card.js';

/**
 * What of browsing is in the entry: when a carousel needs the browse chunk (it filters, or has
 * more videos than a page) and what its row shows until the chunk is there. All the rest is
 * in the chunk (`browse-controller.ts`).
 */
export class BrowseHook {
  private readonly _chunk;

  constructor(
    private readonly _host: BrowseHost,
    private readonly _videos: () => readonly Video[] | undefined,
    focus: CardFocus,
    announce: (message: string) => void,
  ) {
    this._chunk = lazyModule(_host, () =>
      importChunk(() => import('./browse-controller.js')).then(
        ({BrowseController}) => new BrowseController(_host, _videos, focus, announce),
      ),
    );
  }

  /** The browse controller, once needed and imported (asking imports it). */
  get controller(): BrowseController | undefined {
    const {filter, filters} = this._host;
    return filter || filters || (this._videos()?.length ?? 0) > PAGE_SIZE
      ? this._chunk()
      : undefined;
  }

  /** The loaded videos the row shows; undefined while a filter waits for the chunk. */
  get shown(): readonly Video[] | undefined {
    const controller = this.controller;
    if (controller) return controller.shown;
    return this._host.filter?.trim() ? undefined : this._videos();
  }

  /** Why the chunk a filter waits for could not be imported, if it could not. */
  get failure(): unknown {
    return this._chunk.failure;
  }

  /** Imports the chunk again after a failure. */
  retry(): void {
    this._chunk.load().catch(() => {});
  }

  /** How many cards the row shows: a page until the chunk is there. */
  get count(): number {
    return this.controller?.pages.count ?? PAGE_SIZE;
  }

  /**
   * What the live region says once `videos` settle under a filter; undefined without one. The
   * task hands them over before it holds them: the chunk reads them after this awaits.
   */
  async settledText(videos: readonly Video[]): Promise<string | undefined> {
    if (!this._host.filter?.trim() || !videos.length) return undefined;
    return (await this._chunk.load()).settledText();
  }
}
