// Svelte 5: Videos.svelte, compiled by build.js, mounted into the page.
import {mount} from 'svelte';
import 'video-content-widgets';
import Videos from './Videos.svelte';

mount(Videos, {target: /** @type {HTMLElement} */ (document.getElementById('app'))});
