// The shape of src/'s imports (CONTRIBUTING.md, "Where things are"): a folder imports only from
// folders below it, and no module imports itself through others. Every import counts: static,
// `import()` and type-only, since each ties one module's meaning to another's.
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

/** src/'s folders, lowest first; a folder may import from the folders of the layers below its own. */
const LAYERS = [
  ['internal'],
  ['data', 'i18n'],
  ['playback', 'seo'],
  ['proxy', 'video-player'],
  ['video-carousel', 'video-transcript'],
  ['react', 'server', 'types'],
  // The entries at src/'s root (`index.ts`, `player.ts`).
  ['.'],
];

const files = readdirSync(SRC, {recursive: true, encoding: 'utf8'})
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => join(SRC, file));

/** Each module's relative imports, as the files they name (`./x.js` is `./x.ts`). */
const imports = new Map(
  files.map((file) => {
    const {importedFiles} = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({fileName}) => fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => resolve(dirname(file), name).replace(/\.js$/, '.ts'));
    return [file, targets];
  }),
);

const folderOf = (file: string) => {
  const path = relative(SRC, file).split('/');
  return path.length > 1 ? path[0]! : '.';
};
const layerOf = (folder: string) => LAYERS.findIndex((layer) => layer.includes(folder));
const name = (file: string) => relative(SRC, file);

describe('the import graph of src/', () => {
  it('places every folder in a layer, and every import names a module that exists', () => {
    for (const file of files) assert.notEqual(layerOf(folderOf(file)), -1, name(file));
    for (const [file, targets] of imports) {
      for (const target of targets) assert.ok(imports.has(target), `${name(file)} → ${target}`);
    }
  });

  it('has each folder import only from folders below it', () => {
    const upward = [...imports].flatMap(([file, targets]) =>
      targets
        .filter((target) => folderOf(target) !== folderOf(file))
        .filter((target) => layerOf(folderOf(target)) >= layerOf(folderOf(file)))
        .map((target) => `${name(file)} → ${name(target)}`),
    );
    assert.deepEqual(upward, []);
  });

  it('has no cycle', () => {
    assert.deepEqual(
      cycles(imports).map((cycle) => cycle.map(name).join(' → ')),
      [],
    );
  });
});

/** The strongly connected components of more than one module, or of one importing itself (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.unshift(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}
