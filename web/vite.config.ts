import { defineConfig } from 'vitest/config';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { firstScreenFirst } from './build/first-screen-first.ts';
import { pageAssets } from './build/page-assets.ts';
import { precompress } from './build/precompress.ts';
import { firstBannerPreloads } from './src/features/landing/lib/hero-banners.ts';

const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';

/** Where `vite build --ssr` writes the server entry: inside the app's build, where the cms finds it but never serves it. */
const SSR_OUT_DIR = 'dist/.vite/ssr';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    firstScreenFirst(),
    // What the cms announces in a page's HTML: its route chunk (web/src/app/router.tsx) and largest picture.
    ...(isSsrBuild
      ? []
      : [
          precompress(),
          pageAssets({
            home: { module: 'src/app/routes/home.tsx', images: firstBannerPreloads() },
            articles: { module: 'src/app/routes/articles.tsx' },
            articleById: { module: 'src/app/routes/article.tsx' },
            articleByIdSlug: { module: 'src/app/routes/article.tsx' },
            articleBySlug: { module: 'src/app/routes/article.tsx' },
            library: { module: 'src/app/routes/library.tsx' },
            login: { module: 'src/features/auth/components/login-page.tsx' },
          }),
        ]),
  ],
  // react is also installed at the workspace root (Strapi's admin needs React 18); always use the web app's own.
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') }, dedupe: ['react', 'react-dom'] },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': cmsUrl, '/uploads': cmsUrl, '/admin': cmsUrl },
  },
  build: isSsrBuild
    ? // The server entry is CommonJS with its dependencies inside (chunks loaded on demand), required by the cms.
      {
        target: 'node22',
        sourcemap: false,
        outDir: SSR_OUT_DIR,
        emptyOutDir: true,
        rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' } },
      }
    : // CKEditor's chunk (~950 KB, ~250 KB gzip) loads only in the staff editor; the landing's own budget is checked
      // by npm run bench:web, so Vite's generic 500 KB warning only alarmed whoever ran a build.
      { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1000 },
  ssr: { noExternal: true, target: 'node' },
  test: {
    include: ['src/**/__tests__/**/*.test.ts', 'src/**/__tests__/**/*.test.tsx', 'build/**/__tests__/**/*.test.ts'],
    environment: 'node',
    // The files of a worker share its loaded modules instead of importing React, zod and our code again for each of
    // them (CPU 25 -> 5.5 s for the suite). A file that stubs a global undoes it after each test; every file passes in
    // shuffled orders (--sequence.shuffle).
    isolate: false,
  },
}));
