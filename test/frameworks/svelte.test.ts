import {flushSync, mount, unmount} from 'svelte';
import '../../src/index.js';
import {itCrossesTheBoundary} from './contract.js';
import Widgets from './Widgets.svelte';

describe('Svelte 5', () => {
  itCrossesTheBoundary(async (container, props) => {
    const app = mount(Widgets, {target: container, props});
    flushSync();
    return () => void unmount(app);
  });
});
