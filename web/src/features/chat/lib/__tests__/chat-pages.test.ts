import { describe, expect, it } from 'vitest';
import { isChatPage } from '../chat-pages';

describe('isChatPage', () => {
  it.each(['/', '/artikel', '/artikel/3', '/artikel/3/judul', '/artikel/slug/judul', '/library'])(
    '%s carries the chat',
    (path) => {
      expect(isChatPage(path)).toBe(true);
    },
  );
  it.each(['/dashboard', '/dashboard/articles', '/login', '/error', '/tidak-ada'])('%s does not', (path) => {
    expect(isChatPage(path)).toBe(false);
  });
});
