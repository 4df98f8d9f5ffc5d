import {environment} from '../internal/environment.js';

type Orientation = ScreenOrientation & {lock?(orientation: 'landscape'): Promise<void>};

/**
 * A landscape video in full screen on a touch screen turns the screen to landscape, as phone
 * players do, where the Screen Orientation API can lock it (not on a desktop, nor in Safari);
 * the lock ends with full screen, however it ends.
 */
export function lockLandscape(media: HTMLVideoElement): void {
  const orientation = globalThis.screen?.orientation as Orientation | undefined;
  if (!orientation?.lock || media.videoWidth <= media.videoHeight) return;
  if (!environment.matchMedia('(pointer: coarse)')?.matches) return;
  orientation.lock('landscape').then(
    () => {
      const release = () => {
        if (document.fullscreenElement) return;
        document.removeEventListener('fullscreenchange', release);
        orientation.unlock();
      };
      document.addEventListener('fullscreenchange', release);
    },
    () => {}, // Refused (not in full screen yet, or a device that cannot turn): it stays upright.
  );
}
