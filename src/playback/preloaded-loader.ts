import type {
  Loader,
  LoaderCallbacks,
  LoaderConfiguration,
  LoaderContext,
  PlaylistLoaderContext,
} from 'hls.js';
import type {HlsConstructor} from './load-hls.js';
import type {MasterPlaylist} from './master-playlist.js';
import {takePrefetched, type Prefetched} from './stream-prefetch.js';

type LoaderClass = new (
  config: ConstructorParameters<HlsConstructor['DefaultConfig']['loader']>[0],
) => Loader<LoaderContext>;

/**
 * hls.js's own loader, except that what was fetched ahead is answered from there, so nothing
 * is downloaded twice (the delivery host's caching headers cannot be relied on for that): the
 * first manifest request gets `master`, and a playlist or whole segment fetched by
 * `prefetchStart` is handed over once. Everything else, a reload included, goes to the network.
 */
export function preloadedLoader(Hls: HlsConstructor, master: MasterPlaylist): LoaderClass {
  let manifest: MasterPlaylist | undefined = master;
  const Default = Hls.DefaultConfig.loader as LoaderClass;
  return class extends Default {
    /** The answer being waited for; cleared when hls.js aborts. */
    private _pending?: Promise<unknown>;

    override load(
      context: LoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<LoaderContext>,
    ): void {
      const kept = this._kept(context);
      if (!kept) return super.load(context, config, callbacks);
      const pending = (this._pending = kept.then((answer) => {
        if (this._pending !== pending) return;
        this._pending = undefined;
        if (!answer) return super.load(context, config, callbacks);
        this.context = context;
        const {loading} = this.stats;
        [loading.start, loading.first, loading.end] = [answer.start, answer.first, answer.end];
        this.stats.loaded = this.stats.total =
          typeof answer.data === 'string' ? answer.data.length : answer.data.byteLength;
        callbacks.onSuccess(
          {url: answer.url, data: answer.data, code: 200},
          this.stats,
          context,
          null,
        );
      }));
    }

    override abort(): void {
      this._pending = undefined;
      super.abort();
    }

    override destroy(): void {
      this._pending = undefined;
      super.destroy();
    }

    private _kept(context: LoaderContext): Promise<Prefetched | undefined> | undefined {
      if ((context as Partial<PlaylistLoaderContext>).type === 'manifest') {
        const answer = manifest;
        manifest = undefined;
        const now = performance.now();
        return (
          answer &&
          Promise.resolve({...answer, data: answer.text, start: now, first: now, end: now})
        );
      }
      // A range of a file is not the file fetched ahead.
      return context.rangeEnd ? undefined : takePrefetched(context.url);
    }
  };
}
