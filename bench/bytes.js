// What a page pays in script bytes: the module graph of a built entry, followed through its
// relative imports, and the gzip/brotli size of each file (every file is its own transfer).
import {readFileSync} from 'node:fs';
import {dirname, resolve} from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';

// `import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`; never `import("./x.js")`.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^'"();=]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

/**
 * The files a module loads: `static` before it runs, `all` once every `import()` it (or what it
 * imports) can make has been made.
 * @param {string} entry path of a built ES module
 * @returns {{static: string[], all: string[]}}
 */
export function moduleGraph(entry) {
  return {static: closure(entry, false), all: closure(entry, true)};
}

/**
 * @param {string} entry
 * @param {boolean} dynamic
 */
function closure(entry, dynamic) {
  const seen = new Set([resolve(entry)]);
  for (const file of seen) {
    const code = readFileSync(file, 'utf8');
    const patterns = dynamic ? [STATIC_IMPORT, DYNAMIC_IMPORT] : [STATIC_IMPORT];
    for (const pattern of patterns) {
      for (const [, specifier] of code.matchAll(pattern)) {
        seen.add(resolve(dirname(file), specifier));
      }
    }
  }
  return [...seen];
}

/**
 * @param {Buffer | string} bytes
 * @returns {{raw: number, gzip: number, brotli: number}}
 */
export function sizeOf(bytes) {
  const buffer = Buffer.from(bytes);
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, {level: 9}).length,
    brotli: brotliCompressSync(buffer, {
      params: {[constants.BROTLI_PARAM_QUALITY]: 11},
    }).length,
  };
}

/**
 * Summed sizes of files each sent on its own (as a browser fetches modules).
 * @param {string[]} files
 */
export function sizeOfFiles(files) {
  const total = {raw: 0, gzip: 0, brotli: 0};
  for (const file of files) {
    const size = sizeOf(readFileSync(file));
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

// A string only hls.js itself contains (its event name for a parsed master playlist), and one
// only its full build contains (the WebVTT header the light build cannot parse).
const HLS_MARKER = 'hlsManifestParsed';
const FULL_BUILD_MARKER = 'X-TIMESTAMP-MAP';

/**
 * The built files that hold each hls.js build among the files an entry can load: `light`
 * (`hls.js/light`) and `full`. A bundle with one build only has it as `full` or `light`.
 * @param {string[]} files
 * @returns {{light: string | undefined, full: string | undefined}}
 */
export function findHlsBuilds(files) {
  const builds = files.filter((file) => readFileSync(file, 'utf8').includes(HLS_MARKER));
  const full = builds.find((file) => readFileSync(file, 'utf8').includes(FULL_BUILD_MARKER));
  return {light: builds.find((file) => file !== full), full};
}
