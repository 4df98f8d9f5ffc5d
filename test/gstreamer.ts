/**
 * WebKitGTK (MiniBrowser): WebKit on Linux, whose media stack is GStreamer. Its MediaSource can
 * deadlock the web process at a pipeline change while a pipeline starts (docs/browsers.md).
 */
export const GSTREAMER =
  /Linux/.test(navigator.userAgent) && !/Chrome|Firefox/.test(navigator.userAgent);
