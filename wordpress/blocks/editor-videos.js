/**
 * The service's videos as the blocks' editor reads them, through the plugin's proxy: one request
 * per editor session, shared by the sidebars, the placeholders and the saved fallback.
 */
(function (wp, settings) {
  'use strict';
  const h = wp.element.createElement;
  const {useEffect, useState} = wp.element;
  const {Notice} = wp.components;
  const {__} = wp.i18n;
  const blocks = (window.videoContentWidgetsBlocks = window.videoContentWidgetsBlocks || {});

  let listed;
  function listVideos() {
    listed =
      listed ||
      fetch(settings.endpoint.replace(/\/$/, '') + '/content/video?limit=100', {
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

  /** The videos (`[]` until they come), whether they are coming, the error that kept them. */
  blocks.useVideos = function () {
    const [state, setState] = useState({videos: [], error: '', loading: true});
    useEffect(function () {
      let live = true;
      listVideos().then(
        function (videos) {
          if (live) setState({videos: videos, error: '', loading: false});
        },
        function (error) {
          if (live) setState({videos: [], error: error.message, loading: false});
        },
      );
      return function () {
        live = false;
      };
    }, []);
    return state;
  };

  function categoryNames(video) {
    return ((video.categories && video.categories.items) || []).map(function (category) {
      return category.categoryName;
    });
  }

  /** The categories of the videos, sorted. */
  blocks.categoriesOf = function (videos) {
    const names = new Set();
    videos.forEach(function (video) {
      categoryNames(video).forEach(function (name) {
        names.add(name);
      });
    });
    return Array.from(names).sort();
  };

  /** The first `limit` videos of a category ('' is every video), as a carousel would list them. */
  blocks.videosOf = function (videos, category, limit) {
    return videos
      .filter(function (video) {
        return !category || categoryNames(video).indexOf(category) !== -1;
      })
      .slice(0, limit);
  };

  /**
   * What the saved markup shows of a video where the widgets do not run (a feed, a site without
   * the plugin): its title, its thumbnail and its MP4.
   */
  blocks.fallbackOf = function (video) {
    const playback = video.playbackDetails || {};
    return {title: video.title, link: playback.mp4Url, thumbnail: playback.thumbnailUrl};
  };

  blocks.serviceNotice = function (error) {
    return error
      ? h(
          Notice,
          {status: 'warning', isDismissible: false},
          __('The video service could not be read: ', 'video-content-widgets') + error,
        )
      : null;
  };
})(window.wp, window.videoContentWidgetsEditor);
