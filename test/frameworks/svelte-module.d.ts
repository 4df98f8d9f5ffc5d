// What a `.svelte` file is to TypeScript here; frameworks-plugin.js compiles it for the browser.
declare module '*.svelte' {
  import type {Component} from 'svelte';
  import type {AppProps} from './contract.js';

  const component: Component<AppProps>;
  export default component;
}
