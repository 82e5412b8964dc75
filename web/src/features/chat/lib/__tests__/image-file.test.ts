import { describe, expect, it } from 'vitest';
import { CHAT_TEXTS } from '../chat-texts';
import { imageProblem } from '../image-file';

const MB = 1024 * 1024;

describe('imageProblem', () => {
  it('accepts JPG, PNG, WebP and GIF up to the size the server allows', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
      expect(imageProblem({ type, size: 5 * MB }, 5)).toBeNull();
  });
  it('refuses other types and bigger files with the server’s wording', () => {
    expect(imageProblem({ type: 'image/svg+xml', size: 10 }, 5)).toBe(
      'Gambar harus berformat JPG, PNG, WebP, atau GIF.',
    );
    expect(imageProblem({ type: 'application/pdf', size: 10 }, 5)).toBe(CHAT_TEXTS.imageWrongType);
    expect(imageProblem({ type: 'image/png', size: 5 * MB + 1 }, 5)).toBe('Ukuran gambar maksimal 5 MB.');
  });
  it('follows the limit the server answered, raised or lowered', () => {
    expect(imageProblem({ type: 'image/png', size: 12 * MB }, 20)).toBeNull();
    expect(imageProblem({ type: 'image/png', size: 2 * MB + 1 }, 2)).toBe('Ukuran gambar maksimal 2 MB.');
    expect(imageProblem({ type: 'image/png', size: 2 * MB }, 2)).toBeNull();
  });
});
