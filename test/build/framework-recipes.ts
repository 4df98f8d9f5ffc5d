// Turns a framework recipe of docs/frameworks.md into a page script, as the framework's own
// bundler set-up would: React and the @lit/react wrappers (tsx), a Vue single-file component, a
// Svelte component, an Angular component (JIT). The page gets `<main id="app">` to mount in.
import {mkdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import * as esbuild from 'esbuild';
import {compileScript, parse} from 'vue/compiler-sfc';
import {productionDefines, sveltePlugin} from '../../demo/frameworks/build.js';

/** Where each kind of recipe is mounted, after the page's endpoint is configured. */
const MAINS: Record<string, {file: string; main: string}> = {
  tsx: {
    file: 'recipe.tsx',
    main: `import {createRoot} from 'react-dom/client';
import {Videos} from './recipe.tsx';
createRoot(document.getElementById('app')!).render(<Videos />);`,
  },
  vue: {
    file: 'recipe.ts',
    main: `import {createApp} from 'vue';
import Recipe from './recipe.ts';
createApp(Recipe).mount('#app');`,
  },
  svelte: {
    file: 'recipe.svelte',
    main: `import {mount} from 'svelte';
import Recipe from './recipe.svelte';
mount(Recipe, {target: document.getElementById('app')!});`,
  },
  ts: {
    file: 'recipe.ts',
    main: `import '@angular/compiler';
import {ApplicationRef, provideZonelessChangeDetection} from '@angular/core';
import {createApplication} from '@angular/platform-browser';
import {VideosComponent} from './recipe.ts';
const app = await createApplication({providers: [provideZonelessChangeDetection()]});
const host = document.createElement('app-videos');
document.getElementById('app')!.append(host);
app.injector.get(ApplicationRef).bootstrap(VideosComponent, host);`,
  },
};

export interface VueOptions {
  isCustomElement: (tag: string) => boolean;
}

/**
 * Bundles the recipe in `dir` (inside the package, so `video-content-widgets` resolves to it as
 * in an app that installed it) to `dir/out/main.js`; returns esbuild's warnings.
 */
export async function buildFrameworkRecipe(
  dir: string,
  lang: string,
  code: string,
  vue: VueOptions,
): Promise<esbuild.Message[]> {
  const kind = MAINS[lang];
  if (!kind) throw new Error(`no framework recipe runner for \`${lang}\` blocks`);
  await mkdir(dir, {recursive: true});
  const source =
    lang === 'vue'
      ? compileScript(parse(code, {filename: 'Recipe.vue'}).descriptor, {
          id: 'recipe',
          inlineTemplate: true,
          templateOptions: {compilerOptions: vue},
        }).content
      : code;
  await writeFile(join(dir, kind.file), source);
  const configure = `import {configure} from 'video-content-widgets';\nconfigure({endpoint: '/api/video'});\n`;
  await writeFile(join(dir, 'main.tsx'), `${configure}${kind.main}\n`);
  const result = await esbuild.build({
    absWorkingDir: dir,
    entryPoints: ['main.tsx'],
    outdir: 'out',
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    tsconfigRaw: {compilerOptions: {experimentalDecorators: true}},
    define: productionDefines,
    plugins: [sveltePlugin],
    logLevel: 'silent',
  });
  return result.warnings;
}
