import { expect, type Page } from '@playwright/test';

/**
 * The app has taken the server's markup over: React has attached itself to every landmark and section of #root
 * (only `main` with `{ mainOnly: true }`).
 */
export const hydrated = (page: Page, { mainOnly = false } = {}) =>
  expect
    .poll(() =>
      page.evaluate(
        (selector) => {
          const parts = [...document.querySelectorAll(selector)];
          return parts.length > 0 && parts.every((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')));
        },
        mainOnly ? '#root main' : '#root header, #root main, #root section, #root footer',
      ),
    )
    .toBe(true);
