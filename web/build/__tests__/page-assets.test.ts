import { describe, expect, it } from 'vitest';
import { pageModules, preloadFiles } from '../page-assets';

const chunk = (imports: string[], facadeModuleId: string | null = null, isEntry = false) => ({
  imports,
  facadeModuleId,
  isEntry,
});
const chunks = new Map([
  ['assets/index-A.js', chunk(['assets/runtime-B.js', 'assets/jsx-C.js'], '/web/index.html', true)],
  ['assets/runtime-B.js', chunk([])],
  ['assets/jsx-C.js', chunk(['assets/runtime-B.js'])],
  ['assets/settings-D.js', chunk(['assets/jsx-C.js', 'assets/errors-E.js'])],
  ['assets/errors-E.js', chunk(['assets/settings-D.js'])],
  ['assets/home-F.js', chunk(['assets/jsx-C.js', 'assets/settings-D.js'], '/web/src/app/routes/home.tsx')],
]);

describe('page modules of the build', () => {
  it('follows static imports through a cycle, leaving out what the entry already loads', () => {
    expect(pageModules(chunks, '/web/src/app/routes/home.tsx')).toEqual([
      'assets/home-F.js',
      'assets/settings-D.js',
      'assets/errors-E.js',
    ]);
  });

  it('knows nothing about a module that is not its own chunk', () => {
    expect(pageModules(chunks, '/web/src/app/routes/gone.tsx')).toEqual([]);
  });
});

describe('preloadFiles', () => {
  it('names the URL and every srcset candidate, so that a missing variant fails the build', () => {
    expect(
      preloadFiles({
        href: '/images/a.webp',
        srcset: '/images/a-640w.webp 640w, /images/a%20b.webp 1600w',
        sizes: '100vw',
      }),
    ).toEqual(['/images/a.webp', '/images/a-640w.webp', '/images/a b.webp']);
    expect(preloadFiles({ href: '/images/a.webp' })).toEqual(['/images/a.webp']);
  });
});
