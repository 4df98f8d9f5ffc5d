/**
 * A TinyMCE plugin that shows the widgets in the Classic editor and the Classic block as visitors
 * see them: the editor's document gets the site's endpoint (a page gets it in its <head>) and,
 * in the Classic editor's iframe, the widgets' module, which its own realm has not loaded.
 */
(function (tinymce) {
  'use strict';
  tinymce.PluginManager.add('video_content_widgets', function (editor) {
    editor.on('init', function () {
      const doc = editor.getDoc();
      if (!doc.querySelector('meta[name="video-content-widgets:endpoint"]')) {
        const meta = doc.createElement('meta');
        meta.name = 'video-content-widgets:endpoint';
        meta.content = editor.getParam('video_content_widgets_endpoint');
        doc.head.appendChild(meta);
      }
      // The Classic block edits inline, in the block editor's document, which has the module.
      if (!doc.defaultView.customElements.get('video-carousel')) {
        const script = doc.createElement('script');
        script.type = 'module';
        script.src = editor.getParam('video_content_widgets_module');
        doc.head.appendChild(script);
      }
    });
  });
})(window.tinymce);
