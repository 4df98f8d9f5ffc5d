/**
 * The blocks' editor side, plain JavaScript on the editor's `wp.*` globals (no build step),
 * with the parts the other editor scripts put on `videoContentWidgetsBlocks`. The canvas shows
 * the real widgets, or a picker until there is something to show; the page gets the server's
 * rendering, a feed or a site without the plugin the saved fallback.
 */
(function (wp, settings, blocks) {
  'use strict';
  const h = wp.element.createElement;
  const {useEffect} = wp.element;
  const {InspectorControls, useBlockProps} = wp.blockEditor;
  const {PanelBody, ComboboxControl, SelectControl, RangeControl, TextControl} = wp.components;
  const {useSelect} = wp.data;
  const {__, sprintf} = wp.i18n;
  const endpoint = settings.endpoint;

  /**
   * Which player block keeps each player id this session: the first mounted. A block that comes
   * with an id another one holds (duplicated, pasted) takes a new one, so no two players of a post
   * share an HTML id and a carousel keeps playing in the player it named.
   */
  const holders = new Map();
  function useOwnPlayerId(playerId, setAttributes, clientId) {
    useEffect(function () {
      const editor = wp.data.select('core/block-editor');
      const holder = holders.get(playerId);
      const taken =
        holder !== undefined &&
        holder !== clientId &&
        editor.getBlock(holder) !== null &&
        editor.getBlockAttributes(holder).playerId === playerId;
      if (playerId && !taken) {
        holders.set(playerId, clientId);
        return;
      }
      // An id no theme uses, for carousels to name.
      const own = 'video-player-' + clientId.slice(0, 8);
      holders.set(own, clientId);
      setAttributes({playerId: own});
    }, []);
  }

  /** Each player of the post as a carousel's sidebar names it: by its video's title. */
  function playerOptions(players, videos) {
    const titles = new Map(
      videos.map(function (video) {
        return [video.id, video.title];
      }),
    );
    const seen = new Map();
    return players.map(function (player) {
      const title = titles.get(player.videoId);
      let label =
        player.videoId === undefined
          ? __('A player without a video', 'video-content-widgets')
          : title
            ? sprintf(__('The player of “%s”', 'video-content-widgets'), title)
            : sprintf(__('The player of video %d', 'video-content-widgets'), player.videoId);
      const count = (seen.get(label) || 0) + 1;
      seen.set(label, count);
      if (count > 1) label += ' (' + count + ')';
      return {value: player.playerId, label: label};
    });
  }

  wp.blocks.registerBlockType('video-content-widgets/player', {
    edit: function (props) {
      const {attributes, setAttributes, clientId} = props;
      const {videos, error, loading} = blocks.useVideos();
      useOwnPlayerId(attributes.playerId, setAttributes, clientId);
      const options = videos.map(function (video) {
        return {value: String(video.id), label: video.title + ' (' + video.id + ')'};
      });
      /** The video's id, and its fallback if the service listed it. */
      const setVideo = function (id) {
        const video = videos.find(function (listed) {
          return listed.id === id;
        });
        setAttributes(
          Object.assign(
            {videoId: id},
            video
              ? blocks.playerFallback(video)
              : {fallbackTitle: undefined, fallbackLink: undefined, fallbackThumbnail: undefined},
          ),
        );
      };
      return h(
        'div',
        useBlockProps(),
        h(
          InspectorControls,
          null,
          h(
            PanelBody,
            {title: __('Video', 'video-content-widgets')},
            blocks.serviceNotice(error),
            h(ComboboxControl, {
              label: __('Search titles', 'video-content-widgets'),
              value: attributes.videoId ? String(attributes.videoId) : null,
              options: options,
              onChange: function (value) {
                if (value) setVideo(Number(value));
              },
            }),
            h(TextControl, {
              label: __('Video id', 'video-content-widgets'),
              type: 'number',
              min: 0,
              value: attributes.videoId === undefined ? '' : String(attributes.videoId),
              onChange: function (value) {
                setVideo(value === '' ? undefined : Number(value));
              },
            }),
            h(TextControl, {
              label: __('Player id (carousels name it to play here)', 'video-content-widgets'),
              value: attributes.playerId,
              onChange: function (value) {
                setAttributes({playerId: value.replace(/\s/g, '')});
              },
            }),
          ),
          h(blocks.PlaybackSettings, props),
        ),
        attributes.videoId === undefined
          ? h(blocks.VideoPicker, {
              videos: videos,
              error: error,
              loading: loading,
              onPick: function (video) {
                setVideo(video.id);
              },
            })
          : h('video-player', {
              'video-id': String(attributes.videoId),
              endpoint: endpoint,
              // How it looks; autoplay and preload are for the page.
              controls: attributes.controls || undefined,
              'start-time': attributes.startTime,
            }),
      );
    },
    save: blocks.savePlayer,
    transforms: blocks.shortcodeTransforms('video-content-widgets/player'),
  });

  wp.blocks.registerBlockType('video-content-widgets/carousel', {
    edit: function (props) {
      const {attributes, setAttributes} = props;
      const {videos, error, loading} = blocks.useVideos();
      /** The category and number of videos, and the fallback of the videos they list. */
      const setVideos = function (category, limit) {
        setAttributes({
          category: category,
          limit: limit,
          fallbackVideos: blocks.videosOf(videos, category, limit).map(blocks.fallbackOf),
        });
      };
      const players = useSelect(function (select) {
        const editor = select('core/block-editor');
        return (
          editor
            .getClientIdsWithDescendants()
            .filter(function (id) {
              return editor.getBlockName(id) === 'video-content-widgets/player';
            })
            // The store's own objects, the same until they change: no re-render for nothing.
            .map(function (id) {
              return editor.getBlockAttributes(id);
            })
            .filter(function (player) {
              return player.playerId;
            })
        );
      }, []);
      const categories = blocks.categoriesOf(videos);
      if (attributes.category && categories.indexOf(attributes.category) === -1)
        categories.push(attributes.category);
      return h(
        'div',
        useBlockProps(),
        h(
          InspectorControls,
          null,
          h(
            PanelBody,
            {title: __('Videos', 'video-content-widgets')},
            blocks.serviceNotice(error),
            h(SelectControl, {
              label: __('Category', 'video-content-widgets'),
              value: attributes.category,
              options: [{value: '', label: __('All videos', 'video-content-widgets')}].concat(
                categories.map(function (name) {
                  return {value: name, label: name};
                }),
              ),
              onChange: function (value) {
                setVideos(value, attributes.limit);
              },
            }),
            h(RangeControl, {
              label: __('Number of videos', 'video-content-widgets'),
              value: attributes.limit,
              min: 1,
              max: 100,
              onChange: function (value) {
                setVideos(attributes.category, value || 12);
              },
            }),
            h(SelectControl, {
              label: __('Play a chosen video in', 'video-content-widgets'),
              value: attributes.player,
              options: [{value: '', label: __('A dialog', 'video-content-widgets')}].concat(
                playerOptions(players, videos),
              ),
              onChange: function (value) {
                setAttributes({player: value});
              },
            }),
          ),
          h(blocks.CarouselSettings, props),
        ),
        // A new carousel: nothing chosen yet.
        !attributes.category && !attributes.fallbackVideos.length
          ? h(blocks.CategoryPicker, {
              videos: videos,
              error: error,
              loading: loading,
              onPick: function (category) {
                setVideos(category, attributes.limit);
              },
            })
          : h('video-carousel', {
              category: attributes.category || undefined,
              limit: String(attributes.limit),
              endpoint: endpoint,
              label: attributes.label || undefined,
              preview: attributes.preview || undefined,
              filters: attributes.filters ? '' : undefined,
            }),
      );
    },
    save: blocks.saveCarousel,
    transforms: blocks.shortcodeTransforms('video-content-widgets/carousel'),
  });
})(window.wp, window.videoContentWidgetsEditor, window.videoContentWidgetsBlocks);
