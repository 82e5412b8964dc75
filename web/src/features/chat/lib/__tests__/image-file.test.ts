import { describe, expect, it } from 'vitest';
import { CHAT_TEXTS } from '../chat-texts';
import { imageProblem } from '../image-file';

describe('imageProblem', () => {
  it('accepts JPG, PNG, WebP and GIF up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
      expect(imageProblem({ type, size: 5 * 1024 * 1024 })).toBeNull();
  });
  it('refuses other types and bigger files with the server’s wording', () => {
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe('Gambar harus berformat JPG, PNG, WebP, atau GIF.');
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe(CHAT_TEXTS.imageWrongType);
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('Ukuran gambar maksimal 5 MB.');
  });
});
