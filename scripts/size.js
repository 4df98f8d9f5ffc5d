// Prints the gzip and brotli size of every file of the CDN build.
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {brotliCompressSync, gzipSync} from 'node:zlib';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

export function sizes(dir = 'dist') {
  // The entries (the three elements', the player's alone), then their chunks.
  const files = [
    ...readdirSync(dir).sort(),
    ...readdirSync(join(dir, 'chunks')).map((f) => `chunks/${f}`),
  ];
  return files
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const bytes = readFileSync(join(dir, file));
      return {
        file,
        raw: bytes.length,
        gzip: gzipSync(bytes, {level: 9}).length,
        brotli: brotliCompressSync(bytes).length,
      };
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`${'file'.padEnd(40)}      raw     gzip   brotli`);
  for (const {file, raw, gzip, brotli} of sizes()) {
    console.log(`${file.padEnd(40)}${kb(raw)}${kb(gzip)}${kb(brotli)}`);
  }
}
