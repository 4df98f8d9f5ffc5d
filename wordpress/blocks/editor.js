/**
 * The blocks' editor side, plain JavaScript on the editor's `wp.*` globals (no build step).
 * The canvas shows the real widgets; the page gets the server's rendering.
 */
(function (wp, settings) {
  'use strict';
  const h = wp.element.createElement;
  const {useEffect, useState} = wp.element;
  const {InspectorControls, useBlockProps} = wp.blockEditor;
  const {PanelBody, ComboboxControl, SelectControl, RangeControl, TextControl, Notice} =
    wp.components;
  const {useSelect} = wp.data;
  const {__, sprintf} = wp.i18n;
  const endpoint = settings.endpoint;

  /** One request per editor session for the videos the sidebar offers (titles, categories). */
  let listed;
  function listVideos() {
    listed =
      listed ||
      fetch(endpoint.replace(/\/$/, '') + '/content/video?limit=100', {
        headers: {accept: 'application/json'},
      })
        .then(function (response) {
          return response.json().then(function (body) {
            if (!response.ok)
              throw new Error((body.error && body.error.message) || response.statusText);
            return body.data.items;
          });
        })
        .catch(function (error) {
          listed = undefined;
          throw error;
        });
    return listed;
  }

  function useVideos() {
    const [state, setState] = useState({videos: [], error: ''});
    useEffect(function () {
      let live = true;
      listVideos().then(
        function (videos) {
          if (live) setState({videos: videos, error: ''});
        },
        function (error) {
          if (live) setState({videos: [], error: error.message});
        },
      );
      return function () {
        live = false;
      };
    }, []);
    return state;
  }

  function categoriesOf(videos) {
    const names = new Set();
    videos.forEach(function (video) {
      ((video.categories && video.categories.items) || []).forEach(function (category) {
        names.add(category.categoryName);
      });
    });
    return Array.from(names).sort();
  }

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

  function serviceNotice(error) {
    return error
      ? h(
          Notice,
          {status: 'warning', isDismissible: false},
          __('The video service could not be read: ', 'video-content-widgets') + error,
        )
      : null;
  }

  wp.blocks.registerBlockType('video-content-widgets/player', {
    edit: function (props) {
      const {attributes, setAttributes, clientId} = props;
      const {videos, error} = useVideos();
      useOwnPlayerId(attributes.playerId, setAttributes, clientId);
      const options = videos.map(function (video) {
        return {value: String(video.id), label: video.title + ' (' + video.id + ')'};
      });
      return h(
        'div',
        useBlockProps(),
        h(
          InspectorControls,
          null,
          h(
            PanelBody,
            {title: __('Video', 'video-content-widgets')},
            serviceNotice(error),
            h(ComboboxControl, {
              label: __('Search titles', 'video-content-widgets'),
              value: attributes.videoId ? String(attributes.videoId) : null,
              options: options,
              onChange: function (value) {
                if (value) setAttributes({videoId: Number(value)});
              },
            }),
            h(TextControl, {
              label: __('Video id', 'video-content-widgets'),
              type: 'number',
              min: 0,
              value: attributes.videoId === undefined ? '' : String(attributes.videoId),
              onChange: function (value) {
                setAttributes({videoId: value === '' ? undefined : Number(value)});
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
        ),
        attributes.videoId === undefined
          ? h('p', null, __('Choose a video in the block settings.', 'video-content-widgets'))
          : h('video-player', {'video-id': String(attributes.videoId), endpoint: endpoint}),
      );
    },
    save: function () {
      return null;
    },
  });

  wp.blocks.registerBlockType('video-content-widgets/carousel', {
    edit: function (props) {
      const {attributes, setAttributes} = props;
      const {videos, error} = useVideos();
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
      const categories = categoriesOf(videos);
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
            serviceNotice(error),
            h(SelectControl, {
              label: __('Category', 'video-content-widgets'),
              value: attributes.category,
              options: [{value: '', label: __('All videos', 'video-content-widgets')}].concat(
                categories.map(function (name) {
                  return {value: name, label: name};
                }),
              ),
              onChange: function (value) {
                setAttributes({category: value});
              },
            }),
            h(RangeControl, {
              label: __('Number of videos', 'video-content-widgets'),
              value: attributes.limit,
              min: 1,
              max: 100,
              onChange: function (value) {
                setAttributes({limit: value || 12});
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
        ),
        h('video-carousel', {
          category: attributes.category || undefined,
          limit: String(attributes.limit),
          endpoint: endpoint,
        }),
      );
    },
    save: function () {
      return null;
    },
  });
})(window.wp, window.videoContentWidgetsEditor);
