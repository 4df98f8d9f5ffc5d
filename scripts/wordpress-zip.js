// Builds the installable WordPress plugin: wordpress/ (PHP, block metadata, editor script), the
// built widgets from dist/, the README's reserve CSS (demo/widgets.css, the tested copy) and what
// the PHP printers of the widgets take from the TypeScript, as dist/wordpress/video-content-widgets.zip
// with one top folder, as WordPress's uploader expects.
import {mkdirSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {crc32, deflateRawSync} from 'node:zlib';
import {printedCarousel} from './printed-carousel.js';
import {printedPlayer} from './printed-player.js';

const SLUG = 'video-content-widgets';
export const ZIP = `dist/wordpress/${SLUG}.zip`;

/** Every file below `dir`, as paths relative to it with `/` separators, sorted. */
function filesOf(dir) {
  return readdirSync(dir, {recursive: true})
    .map(String)
    .filter((path) => statSync(join(dir, path)).isFile())
    .map((path) => path.split(sep).join('/'))
    .sort();
}

/** The plugin's files: zip path → bytes. */
export async function pluginFiles(root = '.') {
  const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
  const files = new Map();
  for (const path of filesOf(join(root, 'wordpress'))) {
    files.set(path, readFileSync(join(root, 'wordpress', path)));
  }
  const main = files.get(`${SLUG}.php`).toString('utf8');
  const stated = [/Version:\s+(\S+)/, /'VCW_VERSION', '([^']+)'/].map((re) => re.exec(main)?.[1]);
  if (stated.some((value) => value !== version)) {
    throw new Error(`wordpress/${SLUG}.php states version ${stated}, package.json ${version}.`);
  }
  const widgets = join(root, 'dist');
  const built = [
    `${SLUG}.js`,
    'video-player.js',
    ...filesOf(join(widgets, 'chunks')).map((f) => `chunks/${f}`),
  ];
  for (const path of built.filter((file) => file.endsWith('.js'))) {
    files.set(`assets/widgets/${path}`, readFileSync(join(widgets, path)));
  }
  files.set('assets/reserve.css', readFileSync(join(root, 'demo/widgets.css')));
  files.set('assets/printed-player.json', await printedPlayer(root));
  files.set('assets/printed-carousel.json', await printedCarousel(root));
  files.set('LICENSE.txt', readFileSync(join(root, 'LICENSE')));
  return files;
}

/** A zip archive (deflated entries, a fixed date so a build is reproducible). */
export function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  const DATE = (0 << 9) | (1 << 5) | 1; // 1980-01-01, the zip format's epoch
  for (const [name, data] of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const packed = deflateRawSync(data, {level: 9});
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4); // version needed
    head.writeUInt16LE(0x0800, 6); // UTF-8 names
    head.writeUInt16LE(8, 8); // deflate
    head.writeUInt16LE(0, 10);
    head.writeUInt16LE(DATE, 12);
    head.writeUInt32LE(crc32(data), 14);
    head.writeUInt32LE(packed.length, 18);
    head.writeUInt32LE(data.length, 22);
    head.writeUInt16LE(nameBytes.length, 26);
    head.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x0314, 4); // made by: Unix, 2.0
    head.copy(central, 6, 4, 30); // version needed … name length, as in the local header
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
    central.writeUInt32LE(offset, 42);
    locals.push(head, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += head.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const entries = [...(await pluginFiles())].map(([path, data]) => [`${SLUG}/${path}`, data]);
  mkdirSync('dist/wordpress', {recursive: true});
  writeFileSync(ZIP, zip(entries));
  console.log(`${relative('.', ZIP)}: ${entries.length} files, ${statSync(ZIP).size} bytes`);
}
