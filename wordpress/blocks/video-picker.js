/**
 * The blocks' placeholders in the canvas, as the core Video block's: a player without a video
 * searches the service's videos (thumbnails, titles) and takes the one chosen; a new carousel
 * takes a category from the service's list. Buttons in labelled lists, a search field with its
 * label, the number found said in a live region.
 */
(function (wp) {
  'use strict';
  const h = wp.element.createElement;
  const {useState} = wp.element;
  const {Placeholder, Button, Spinner, TextControl} = wp.components;
  const {__, _n, sprintf} = wp.i18n;
  const blocks = (window.videoContentWidgetsBlocks = window.videoContentWidgetsBlocks || {});

  /** The most results shown at once: a longer search narrows them. */
  const SHOWN = 12;

  const THUMBNAIL = {width: 96, height: 54, objectFit: 'cover', marginRight: 8};
  const LIST = {listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4, width: '100%'};
  const CHOICE = {height: 'auto', width: '100%', textAlign: 'left'};

  function choices(label, items) {
    return h('ul', {'aria-label': label, style: LIST}, items);
  }

  function choice(key, onClick, content) {
    return h('li', {key: key}, h(Button, {variant: 'secondary', style: CHOICE, onClick}, content));
  }

  blocks.VideoPicker = function (props) {
    const [query, setQuery] = useState('');
    const words = query.trim().toLowerCase();
    const found = props.videos.filter(function (video) {
      return video.title.toLowerCase().indexOf(words) !== -1 || String(video.id) === words;
    });
    return h(
      Placeholder,
      {
        icon: 'format-video',
        label: __('Video player', 'video-content-widgets'),
        instructions: __('Search the service’s videos and choose one.', 'video-content-widgets'),
        className: 'video-content-widgets-picker',
      },
      blocks.serviceNotice(props.error),
      h(TextControl, {
        type: 'search',
        label: __('Search videos by title or id', 'video-content-widgets'),
        value: query,
        onChange: setQuery,
      }),
      h(
        'p',
        {'aria-live': 'polite'},
        props.loading
          ? h(Spinner)
          : sprintf(
              _n('%d video found', '%d videos found', found.length, 'video-content-widgets'),
              found.length,
            ),
      ),
      choices(
        __('Videos found', 'video-content-widgets'),
        found.slice(0, SHOWN).map(function (video) {
          const thumbnail = (video.playbackDetails || {}).thumbnailUrl;
          return choice(
            video.id,
            function () {
              props.onPick(video);
            },
            [
              thumbnail ? h('img', {key: 'i', src: thumbnail, alt: '', style: THUMBNAIL}) : null,
              h('span', {key: 't'}, video.title + ' (' + video.id + ')'),
            ],
          );
        }),
      ),
    );
  };

  blocks.CategoryPicker = function (props) {
    const categories = [''].concat(blocks.categoriesOf(props.videos));
    return h(
      Placeholder,
      {
        icon: 'images-alt2',
        label: __('Video carousel', 'video-content-widgets'),
        instructions: __('Choose the videos the carousel shows.', 'video-content-widgets'),
        className: 'video-content-widgets-picker',
      },
      blocks.serviceNotice(props.error),
      props.loading
        ? h(Spinner)
        : choices(
            __('Categories', 'video-content-widgets'),
            categories.map(function (name) {
              const count = blocks.videosOf(props.videos, name, Infinity).length;
              return choice(
                name || '*',
                function () {
                  props.onPick(name);
                },
                sprintf(
                  /* translators: 1: a category's name (or "All videos"), 2: how many videos it has. */
                  _n('%1$s (%2$d video)', '%1$s (%2$d videos)', count, 'video-content-widgets'),
                  name || __('All videos', 'video-content-widgets'),
                  count,
                ),
              );
            }),
          ),
    );
  };
})(window.wp);
