/**
 * The blocks' saved markup: what a feed or a site without the plugin shows (a video's thumbnail
 * and title linking to its MP4). The page gets the server's rendering instead. A block saved
 * before there was a fallback has none, and saves none, so it stays valid.
 */
(function (wp) {
  'use strict';
  const h = wp.element.createElement;
  const {useBlockProps} = wp.blockEditor;
  const blocks = (window.videoContentWidgetsBlocks = window.videoContentWidgetsBlocks || {});

  /** One video: its thumbnail (decorative: the title names the link) and title. */
  function card(video) {
    return h(
      'a',
      {href: video.link},
      video.thumbnail ? h('img', {src: video.thumbnail, alt: ''}) : null,
      h('span', null, video.title),
    );
  }

  blocks.savePlayer = function (props) {
    const {fallbackTitle, fallbackLink, fallbackThumbnail} = props.attributes;
    if (!fallbackTitle) return null;
    return h(
      'figure',
      useBlockProps.save(),
      card({title: fallbackTitle, link: fallbackLink, thumbnail: fallbackThumbnail}),
    );
  };

  blocks.saveCarousel = function (props) {
    const videos = props.attributes.fallbackVideos;
    if (!videos.length) return null;
    return h.apply(
      null,
      ['ul', useBlockProps.save()].concat(
        videos.map(function (video) {
          return h('li', null, card(video));
        }),
      ),
    );
  };

  /** The player's fallback attributes for a video. */
  blocks.playerFallback = function (video) {
    const fallback = blocks.fallbackOf(video);
    return {
      fallbackTitle: fallback.title,
      fallbackLink: fallback.link,
      fallbackThumbnail: fallback.thumbnail,
    };
  };
})(window.wp);
