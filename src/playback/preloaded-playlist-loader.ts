import type {
  LoaderCallbacks,
  LoaderConfiguration,
  PlaylistLoaderConstructor,
  PlaylistLoaderContext,
} from 'hls.js';
import type {HlsConstructor} from './load-hls.js';
import type {MasterPlaylist} from './master-playlist.js';

/**
 * hls.js's own playlist loader, except that its first manifest request is answered with the
 * master playlist fetched to choose the build, so that playlist is not downloaded twice (the
 * delivery host's caching headers cannot be relied on for that). Every later request,
 * a reload of the manifest included, goes to the network.
 */
export function preloadedPlaylistLoader(
  Hls: HlsConstructor,
  playlist: MasterPlaylist,
): PlaylistLoaderConstructor {
  let preloaded: MasterPlaylist | undefined = playlist;
  // The default loader takes any context; as a `pLoader` it is handed playlist contexts only.
  const Default = Hls.DefaultConfig.loader as PlaylistLoaderConstructor;
  return class extends Default {
    private _answer?: ReturnType<typeof setTimeout>;

    override load(
      context: PlaylistLoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<PlaylistLoaderContext>,
    ): void {
      const answer = context.type === 'manifest' ? preloaded : undefined;
      if (!answer) return super.load(context, config, callbacks);
      preloaded = undefined;
      this.context = context;
      const stats = this.stats;
      stats.loading.start = stats.loading.first = stats.loading.end = performance.now();
      stats.loaded = stats.total = answer.text.length;
      // Later, as an answer from the network would come: hls.js is not ready for it at once.
      this._answer = setTimeout(() =>
        callbacks.onSuccess({url: answer.url, data: answer.text, code: 200}, stats, context, null),
      );
    }

    override abort(): void {
      clearTimeout(this._answer);
      super.abort();
    }

    override destroy(): void {
      clearTimeout(this._answer);
      super.destroy();
    }
  };
}
