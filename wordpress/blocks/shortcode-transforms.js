/**
 * The shortcodes become the blocks: pasted on a line of their own, typed into a paragraph and
 * Enter pressed, or held by a Shortcode block (its "Transform to" menu).
 */
(function (wp) {
  'use strict';
  const blocks = (window.videoContentWidgetsBlocks = window.videoContentWidgetsBlocks || {});

  /** A positive whole number, or undefined. */
  function count(value) {
    return /^[1-9][0-9]*$/.test(String(value || '').trim()) ? Number(value) : undefined;
  }

  const SHORTCODES = {
    'video-content-widgets/player': {
      tag: 'video_player',
      attributes: function (named) {
        const id = /^[0-9]+$/.test(String(named.id || '').trim()) ? Number(named.id) : undefined;
        const htmlId = named.html_id || (id === undefined ? '' : 'video-player-' + id);
        return {videoId: id, playerId: htmlId.replace(/\s/g, '')};
      },
    },
    'video-content-widgets/carousel': {
      tag: 'video_carousel',
      attributes: function (named) {
        return {
          category: named.category || '',
          limit: count(named.limit) || 12,
          player: named.player || '',
        };
      },
    },
  };

  /** The shortcode's named attributes if `text` is that shortcode alone, else null. */
  function parse(tag, text) {
    const trimmed = String(text || '').trim();
    const match = wp.shortcode.next(tag, trimmed);
    return match && match.index === 0 && match.content.length === trimmed.length
      ? match.shortcode.attrs.named
      : null;
  }

  /** The ways the block's shortcode becomes it. */
  blocks.shortcodeTransforms = function (name) {
    const shortcode = SHORTCODES[name];
    const create = function (named) {
      return wp.blocks.createBlock(name, shortcode.attributes(named));
    };
    return {
      from: [
        {
          type: 'shortcode',
          tag: shortcode.tag,
          transform: function (attrs) {
            return create(attrs.named);
          },
        },
        {
          type: 'enter',
          // The shortcode alone in the paragraph (wp.shortcode.regexp is global: it keeps state).
          regExp: new RegExp('^\\s*\\[' + shortcode.tag + '(?![\\w-])[^\\]]*\\]\\s*$'),
          transform: function (value) {
            return create(parse(shortcode.tag, value.content) || {});
          },
        },
        {
          type: 'block',
          blocks: ['core/shortcode'],
          isMatch: function (attributes) {
            return parse(shortcode.tag, attributes.text) !== null;
          },
          transform: function (attributes) {
            return create(parse(shortcode.tag, attributes.text));
          },
        },
      ],
    };
  };
})(window.wp);
