// Lets the framework tests import React, Vue and Svelte components as an app would after its
// bundler ran: React's CommonJS as ES modules (one copy for react and react-dom), Vue's build
// with the template compiler, and `.svelte` files compiled on the fly.
import {execFileSync} from 'node:child_process';
import {build} from 'esbuild';
import {compile} from 'svelte/compiler';

const PREFIX = '/__frameworks/';

/** React's entry points, each re-exported from one shared bundle so there is a single React. */
const REACT_ENTRIES = {
  react: 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom-client',
  'react/jsx-runtime': 'react-jsx-runtime',
  'react/jsx-dev-runtime': 'react-jsx-dev-runtime',
};

let reactBundle;
function bundleReact() {
  const imports = Object.entries(REACT_ENTRIES)
    .map(([specifier, name]) => `export * as ${name.replaceAll('-', '_')} from '${specifier}';`)
    .join('\n');
  reactBundle ??= build({
    stdin: {contents: imports, resolveDir: process.cwd()},
    bundle: true,
    format: 'esm',
    write: false,
    define: {'process.env.NODE_ENV': '"development"'},
  }).then((result) => result.outputFiles[0].text);
  return reactBundle;
}

/** An ES module with the named exports of one CommonJS entry, taken from the shared bundle. */
function reactEntry(specifier, name) {
  // Read in a process of its own: React's development build writes to the console as it loads.
  const keys = execFileSync(process.execPath, ['-p', `Object.keys(require('${specifier}'))`], {
    encoding: 'utf8',
  });
  const names = keys.match(/[A-Za-z_$][\w$]*/g) ?? [];
  const binding = name.replaceAll('-', '_');
  return [
    `import {${binding} as entry} from './react-bundle.js';`,
    `export const {${names.join(', ')}} = entry;`,
    `export default entry;`,
  ].join('\n');
}

export function frameworks() {
  return {
    name: 'frameworks',
    resolveImport({source}) {
      if (Object.hasOwn(REACT_ENTRIES, source)) return `${PREFIX}${REACT_ENTRIES[source]}.js`;
      // The full build compiles string templates in the browser, like a Vue app's build does.
      if (source === 'vue') return '/node_modules/vue/dist/vue.esm-browser.js';
      return undefined;
    },
    async serve(context) {
      if (!context.path.startsWith(PREFIX)) return undefined;
      const name = context.path.slice(PREFIX.length, -'.js'.length);
      if (name === 'react-bundle') return {body: await bundleReact(), type: 'js'};
      const specifier = Object.keys(REACT_ENTRIES).find((key) => REACT_ENTRIES[key] === name);
      return specifier ? {body: reactEntry(specifier, name), type: 'js'} : undefined;
    },
    resolveMimeType(context) {
      return context.path.endsWith('.svelte') ? 'js' : undefined;
    },
    transform(context) {
      if (!context.path.endsWith('.svelte')) return undefined;
      const {js} = compile(context.body, {filename: context.path, generate: 'client', dev: true});
      return {body: js.code};
    },
  };
}
