import { afterEach, expect, it, vi } from 'vitest';
import { isStaleChunkError, watchChunkPreloadErrors } from '../stale-chunk';

afterEach(() => vi.unstubAllGlobals());

it('takes for a new deploy the errors Vite announced, not every error after one', () => {
  const window = new EventTarget();
  vi.stubGlobal('window', window);
  watchChunkPreloadErrors();
  const announced = new Error('Unable to load /assets/org-chart-1.js');
  window.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: announced }));
  expect(isStaleChunkError(announced)).toBe(true);
  expect(isStaleChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
  expect(isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
});
