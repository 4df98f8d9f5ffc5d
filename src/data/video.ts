/**
 * A video record in the service's own shape (spec §2), after parsing: fields the
 * service sent in an unusable form are absent rather than wrong, so a record taken
 * from anywhere (the service, a carousel, an app's own fetch) reads the same way.
 */
export interface Video {
  id: number;
  title: string;
  /** `YYYY-MM-DDT00:00:00.000+hh:mm`; names a calendar date (see `calendarDate`). */
  originalDate?: string;
  /** Symbol of the financial asset, e.g. `AAPL`. */
  finasset?: string;
  community: boolean;
  difficulty?: number;
  timeSensitivity?: number;
  sector?: string;
  tags: string[];
  playbackDetails: PlaybackDetails;
  categories: {items: Array<{categoryName: string}>};
}

/** Where a video's media lives on the video-delivery host; every URL is http(s). */
export interface PlaybackDetails {
  /** HLS master playlist (`…/*.m3u8`). */
  streamUrl?: string;
  /** MP4 rendition (`…/medium.mp4`); the fallback when HLS cannot play. */
  mp4Url?: string;
  /** JPEG poster (`…/thumbnail.jpg?time=…`). */
  thumbnailUrl?: string;
  /** Animated preview (`…/animated.gif`). */
  gifUrl?: string;
  /** Length in seconds. */
  duration?: number;
}
