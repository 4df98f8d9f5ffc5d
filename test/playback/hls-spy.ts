import {loadHls, type Hls} from '../../src/playback/load-hls.js';

/** Watches every hls.js instance the code under test creates, through its prototype. */
export async function spyOnHls() {
  const {prototype} = await loadHls();
  const {loadSource, destroy} = prototype;
  const spy = {alive: new Set<Hls>(), loads: 0, destroyed: 0, restore};
  prototype.loadSource = function (this: Hls, url: string) {
    spy.alive.add(this);
    spy.loads++;
    return loadSource.call(this, url);
  };
  prototype.destroy = function (this: Hls) {
    if (spy.alive.delete(this)) spy.destroyed++;
    return destroy.call(this);
  };
  function restore() {
    Object.assign(prototype, {loadSource, destroy});
  }
  return spy;
}
