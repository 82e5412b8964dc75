import { defineConfig } from 'vitest/config';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { stylesheetAfterBootScreen } from './build/stylesheet-after-boot-screen';

const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';

export default defineConfig({
  plugins: [react(), tailwindcss(), stylesheetAfterBootScreen()],
  // react is also installed at the workspace root (Strapi's admin needs React 18); always use the web app's own.
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') }, dedupe: ['react', 'react-dom'] },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': cmsUrl, '/uploads': cmsUrl, '/admin': cmsUrl },
  },
  // The manifest tells the cms which chunks each page needs (modulepreload hints, cms/src/middlewares/spa.ts).
  build: { target: 'es2022', sourcemap: false, manifest: true },
  test: {
    include: ['src/**/__tests__/**/*.test.ts', 'src/**/__tests__/**/*.test.tsx', 'build/**/__tests__/**/*.test.ts'],
    environment: 'node',
  },
});
