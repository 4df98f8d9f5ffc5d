// What every framework page shows, so the pages differ only in how their framework binds it.

/** @typedef {import('video-content-widgets').Video} Video */
/** @typedef {import('video-content-widgets').VideoPlayer} VideoPlayer */

export const CATEGORY = 'Investing Basics';
export const LIMIT = 8;
/** The player shows this video until a card is chosen. */
export const FIRST_VIDEO_ID = '1001';

/**
 * The line under the player.
 * @param {number | undefined} percent the latest `video-progress` (25, 50, 75, 100), if any
 */
export const progressText = (percent) =>
  `Latest video-progress: ${percent === undefined ? 'none yet' : `${percent} %`}`;
