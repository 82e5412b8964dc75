import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);

/** The built files worth compressing: text (pictures and fonts come compressed), above the server's own threshold. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` beside each compressible file of the build's assets, at brotli's best quality. The cms sends it
 * to a browser that accepts brotli (cms/src/middlewares/spa.ts) instead of compressing the file again at every request:
 * a page asks for ~20 scripts at once, and compressing them on the fly took the server ~1 s of CPU while it was also
 * rendering the page. Quality 11 is too slow per request but costs the build a few seconds once, and its files are
 * ~15 % smaller than gzip's.
 */
export const precompress = (): Plugin => {
  let assetsDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async writeBundle() {
      const names = (await fs.readdir(assetsDir)).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(assetsDir, name);
          const bytes = await fs.readFile(file);
          if (bytes.length < MIN_BYTES) return;
          const params = {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          };
          await fs.writeFile(`${file}.br`, await brotli(bytes, { params }));
        }),
      );
    },
  };
};
