// Pixels of the page as the browser paints them: the launcher takes the screenshot
// (test/runner/screenshot-plugin.js), the browser decodes and crops it.
import {executeServerCommand} from '@web/test-runner-commands';

/** A piece of the viewport in screen pixels, and how many screen pixels a CSS pixel is. */
export interface Shot {
  image: ImageData;
  scale: number;
}

/** The viewport's pixels within `box` (CSS px, clamped to the viewport), after a painted frame. */
export async function screenshot(box: DOMRect): Promise<Shot> {
  await new Promise(requestAnimationFrame);
  await new Promise(requestAnimationFrame);
  const png = await executeServerCommand<string, undefined>('screenshot');
  const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
  const bitmap = await createImageBitmap(new Blob([bytes], {type: 'image/png'}), {
    colorSpaceConversion: 'none',
    premultiplyAlpha: 'none',
  });
  const scale = bitmap.width / window.innerWidth;
  const left = Math.max(0, Math.floor(box.left * scale));
  const top = Math.max(0, Math.floor(box.top * scale));
  const width = Math.min(bitmap.width, Math.ceil(box.right * scale)) - left;
  const height = Math.min(bitmap.height, Math.ceil(box.bottom * scale)) - top;
  if (width <= 0 || height <= 0) throw new Error(`${JSON.stringify(box)} is out of view`);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', {willReadFrequently: true})!;
  context.drawImage(bitmap, left, top, width, height, 0, 0, width, height);
  bitmap.close();
  return {image: context.getImageData(0, 0, width, height), scale};
}

/** WCAG relative luminance of the sRGB pixel at byte `at` of RGBA data. */
export function pixelLuminance(data: Uint8ClampedArray, at: number): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return (
    0.2126 * channel(data[at]!) + 0.7152 * channel(data[at + 1]!) + 0.0722 * channel(data[at + 2]!)
  );
}

/**
 * How a focus indicator changes the picture (WCAG 2.4.13's measure): the area, in CSS px², of
 * the pixels whose colour changes with a contrast of at least `ratio`, and the best such contrast.
 */
export function changedArea(before: Shot, after: Shot, ratio = 3): {area: number; best: number} {
  const a = before.image;
  const b = after.image;
  if (a.width !== b.width || a.height !== b.height) throw new Error('shots differ in size');
  let count = 0;
  let best = 1;
  for (let at = 0; at < a.data.length; at += 4) {
    const [x, y] = [pixelLuminance(a.data, at), pixelLuminance(b.data, at)];
    const contrast = (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
    best = Math.max(best, contrast);
    if (contrast >= ratio) count++;
  }
  return {area: count / (after.scale * after.scale), best};
}
