/**
 * The sidebar's settings of what the elements support, beside the video or videos chosen: how
 * the player plays (docs/api.md, <video-player>) and how the carousel shows its cards.
 */
(function (wp) {
  'use strict';
  const h = wp.element.createElement;
  const {PanelBody, SelectControl, TextControl, ToggleControl} = wp.components;
  const {__} = wp.i18n;
  const blocks = (window.videoContentWidgetsBlocks = window.videoContentWidgetsBlocks || {});

  /** A toggle of a boolean attribute. */
  function toggle(props, name, label, help) {
    return h(ToggleControl, {
      label: label,
      help: help,
      checked: props.attributes[name],
      onChange: function (value) {
        props.setAttributes({[name]: value});
      },
    });
  }

  /** A select of a string attribute; '' leaves the element's default. */
  function select(props, name, label, options) {
    return h(SelectControl, {
      label: label,
      value: props.attributes[name],
      options: options,
      onChange: function (value) {
        props.setAttributes({[name]: value});
      },
    });
  }

  blocks.PlaybackSettings = function (props) {
    const start = props.attributes.startTime;
    return h(
      PanelBody,
      {title: __('Playback', 'video-content-widgets')},
      toggle(
        props,
        'autoplay',
        __('Autoplay', 'video-content-widgets'),
        __(
          'Starts muted once half visible; never for readers who ask for reduced motion.',
          'video-content-widgets',
        ),
      ),
      toggle(props, 'muted', __('Muted', 'video-content-widgets')),
      toggle(props, 'loop', __('Loop', 'video-content-widgets')),
      h(TextControl, {
        label: __('Start at (seconds)', 'video-content-widgets'),
        type: 'number',
        min: 0,
        value: start ? String(start) : '',
        onChange: function (value) {
          const seconds = Number(value);
          props.setAttributes({startTime: value && seconds > 0 ? seconds : undefined});
        },
      }),
      select(props, 'controls', __('Controls', 'video-content-widgets'), [
        {value: '', label: __('The player’s control bar', 'video-content-widgets')},
        {value: 'native', label: __('The browser’s own controls', 'video-content-widgets')},
        {
          value: 'none',
          label: __('None (another skin drives the player)', 'video-content-widgets'),
        },
      ]),
      select(props, 'preload', __('Preload', 'video-content-widgets'), [
        {
          value: '',
          label: __(
            'Default: a poster; its code fetched once the page is idle',
            'video-content-widgets',
          ),
        },
        {value: 'none', label: __('None: nothing before the viewer asks', 'video-content-widgets')},
        {value: 'metadata', label: __('Metadata: up to the first frame', 'video-content-widgets')},
        {value: 'auto', label: __('Auto: the browser may buffer', 'video-content-widgets')},
      ]),
    );
  };

  blocks.CarouselSettings = function (props) {
    return h(
      PanelBody,
      {title: __('Display', 'video-content-widgets')},
      h(TextControl, {
        label: __('Label (its name for screen readers)', 'video-content-widgets'),
        help: __('Leave empty to name it after its category.', 'video-content-widgets'),
        value: props.attributes.label,
        onChange: function (value) {
          props.setAttributes({label: value});
        },
      }),
      select(props, 'preview', __('Preview', 'video-content-widgets'), [
        {value: '', label: __('An animated preview on hover or focus', 'video-content-widgets')},
        {value: 'none', label: __('None', 'video-content-widgets')},
      ]),
      toggle(
        props,
        'filters',
        __('Filters', 'video-content-widgets'),
        __(
          'A bar of chips: all, and the videos’ frequent sectors and tags.',
          'video-content-widgets',
        ),
      ),
    );
  };
})(window.wp);
