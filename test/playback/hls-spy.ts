import type {HlsBuild} from '../../src/playback/hls-build.js';
import {loadHls, type Hls, type HlsConstructor} from '../../src/playback/load-hls.js';

const BUILDS: readonly HlsBuild[] = ['light', 'full'];

/** Both hls.js builds, in the order of `BUILDS`: the code under test loads the one its stream needs. */
export function loadBothBuilds(): Promise<HlsConstructor[]> {
  return Promise.all(BUILDS.map((build) => loadHls(build)));
}

/** Watches every hls.js instance the code under test creates, through the shared prototypes. */
export async function spyOnHls() {
  const builds = await loadBothBuilds();
  const originals = builds.map(({prototype: {loadSource, destroy}}) => ({loadSource, destroy}));
  const spy = {alive: new Set<Hls>(), loads: 0, destroyed: 0, builds: [] as HlsBuild[], restore};
  builds.forEach(({prototype}, i) => {
    const {loadSource, destroy} = originals[i]!;
    prototype.loadSource = function (this: Hls, url: string) {
      spy.alive.add(this);
      spy.loads++;
      spy.builds.push(BUILDS[i]!);
      return loadSource.call(this, url);
    };
    prototype.destroy = function (this: Hls) {
      if (spy.alive.delete(this)) spy.destroyed++;
      return destroy.call(this);
    };
  });
  function restore() {
    builds.forEach(({prototype}, i) => Object.assign(prototype, originals[i]));
  }
  return spy;
}
