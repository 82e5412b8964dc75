#!/bin/sh
# Removes from the production node_modules (in the current folder) what the server never reads at run time; run by
# scripts/runtime-deps.sh, so the Dockerfile and scripts/measure-image.sh prune the same way. Everything removed is
# either never loaded by `strapi start` and our server code (checked by starting the image's file system and by
# searching every remaining file for a require/import of it: see docs/performance.md, "Production image"), or a file
# no program reads (docs, type declarations, source maps, compiler leftovers).
set -eu
cd node_modules

# Source maps, type declarations and Markdown: read by editors and debuggers, never by the server.
find . -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.md' \) \
  -not -path './typescript/*' -delete

# The admin panel's bundlers. The panel is built once in the build stage (cms/dist/build) and `strapi start` only
# serves it; these are loaded by `strapi build` / `strapi develop` only. (esbuild's JavaScript stays: the CLI loads
# it at every start, but it only runs its binary when asked to compile TypeScript, and the image runs compiled code.)
rm -rf vite @vitejs @rolldown rolldown rollup @rollup @swc/core @swc/core-* webpack webpack-* esbuild-loader \
  css-loader style-loader html-webpack-plugin mini-css-extract-plugin fork-ts-checker-webpack-plugin terser \
  uglify-js lightningcss lightningcss-* @esbuild \
  @strapi/strapi/node_modules/vite @strapi/strapi/node_modules/@vitejs @strapi/strapi/node_modules/@rolldown \
  @strapi/strapi/node_modules/@esbuild
# Prettier formats the code that `strapi generate` and the type generator write (development only).
rm -rf prettier @strapi/strapi/node_modules/prettier @strapi/typescript-utils/node_modules/prettier

# Browser-only parts of the admin panel, compiled into cms/dist/build and required by no server code: the
# Intl.DisplayNames polyfill's data for every locale, the video player, the old code editor, syntax highlighting.
# (The newer editor, @codemirror and @uiw, stays: @strapi/design-system requires it when loaded.)
rm -rf @formatjs/intl-displaynames/locale-data hls.js @mux mux-embed media-chrome player.style castable-video \
  custom-media-element media-tracks codemirror5 prismjs

# sharp's WebAssembly build is a fallback for platforms without a native one; linux-x64 uses @img/sharp-linux-x64.
rm -rf @img/sharp-wasm32

# better-sqlite3: only its JavaScript and the prebuilt module of this platform are loaded (prebuilds/<platform>.node);
# SQLite's C sources and the other platforms' modules are not.
find better-sqlite3/prebuilds -mindepth 1 -maxdepth 1 ! -name "$(node -p 'process.platform + "-" + process.arch').node" -exec rm -rf {} +
rm -rf better-sqlite3/deps better-sqlite3/src

# Folders left empty by the above, and identical files (the same package nested under several dependents, e.g.
# one zod version under ten @strapi packages) stored once as hard links: a layer keeps one copy of a hard-linked file.
find . -type d -empty -delete
if command -v hardlink > /dev/null; then hardlink --quiet --ignore-time . > /dev/null; fi
