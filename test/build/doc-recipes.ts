// The fenced code blocks of the README and docs/, with the marker that says how each is tested:
//   <!-- tested: path -->   the block is a verbatim part of a file that a test runs
//   <!-- run: name -->      a test runs the block itself (test/build/recipes.test.ts)
import {readdir, readFile} from 'node:fs/promises';
import {join} from 'node:path';

export interface Recipe {
  /** e.g. `docs/theming.md:40` */
  where: string;
  lang: string;
  code: string;
  marker?: {kind: 'tested' | 'run'; value: string};
}

const MARKER = /^<!-- (tested|run): (.+?) -->$/;

/** Every recipe of README.md and docs/*.md (docs/api.md is generated and has none). */
export async function readRecipes(root: string): Promise<Recipe[]> {
  const files = [
    'README.md',
    ...(await readdir(join(root, 'docs'))).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`),
  ];
  const recipes: Recipe[] = [];
  for (const file of files) {
    const lines = (await readFile(join(root, file), 'utf8')).split('\n');
    for (let start = 0; start < lines.length; start++) {
      const open = /^```(\w+)$/.exec(lines[start]!);
      if (!open) continue;
      const end = lines.indexOf('```', start + 1);
      const before =
        lines
          .slice(0, start)
          .filter((line) => line.trim() !== '')
          .at(-1) ?? '';
      const marker = MARKER.exec(before);
      recipes.push({
        where: `${file}:${start + 1}`,
        lang: open[1]!,
        code: `${lines.slice(start + 1, end).join('\n')}\n`,
        marker: marker ? {kind: marker[1] as 'tested' | 'run', value: marker[2]!} : undefined,
      });
      start = end;
    }
  }
  return recipes;
}
