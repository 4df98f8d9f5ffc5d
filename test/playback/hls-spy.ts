import {loadHls, type Hls} from '../../src/playback/load-hls.js';

/** Watches every hls.js instance the code under test creates, through its prototype. */
export async function spyOnHls() {
  const {prototype} = await loadHls();
  const {loadSource, destroy, recoverMediaError} = prototype;
  /** `recoveries`: media errors recovered, each in a new MediaSource. */
  const spy = {alive: new Set<Hls>(), loads: 0, destroyed: 0, recoveries: 0, restore};
  prototype.loadSource = function (this: Hls, url: string) {
    spy.alive.add(this);
    spy.loads++;
    return loadSource.call(this, url);
  };
  prototype.destroy = function (this: Hls) {
    if (spy.alive.delete(this)) spy.destroyed++;
    return destroy.call(this);
  };
  prototype.recoverMediaError = function (this: Hls) {
    spy.recoveries++;
    return recoverMediaError.call(this);
  };
  function restore() {
    Object.assign(prototype, {loadSource, destroy, recoverMediaError});
  }
  return spy;
}
