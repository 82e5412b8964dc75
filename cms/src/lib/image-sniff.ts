import fs from 'fs';

export interface SniffedImage {
  mime: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/avif';
  ext: 'jpg' | 'png' | 'gif' | 'webp' | 'avif';
}

/** The image type from the file's first bytes (never from its name or the client's Content-Type). */
export function sniffImage(head: Buffer): SniffedImage | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { mime: 'image/jpeg', ext: 'jpg' };
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { mime: 'image/png', ext: 'png' };
  const ascii = head.subarray(0, 12).toString('latin1');
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return { mime: 'image/gif', ext: 'gif' };
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return { mime: 'image/webp', ext: 'webp' };
  if (ascii.slice(4, 12) === 'ftypavif' || ascii.slice(4, 12) === 'ftypavis')
    return { mime: 'image/avif', ext: 'avif' };
  return null;
}

/** Sniffs a file on disk from its first bytes. */
export async function sniffImageFile(filepath: string): Promise<SniffedImage | null> {
  const handle = await fs.promises.open(filepath, 'r');
  const head = Buffer.alloc(16);
  try {
    await handle.read(head, 0, 16, 0);
  } finally {
    await handle.close();
  }
  return sniffImage(head);
}
