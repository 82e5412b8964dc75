import { guessMediaType, type LibraryItem, type MediaKind } from '@hmti/contract';

/** An item's media; without their kinds or widths (the management list has no widths), they are guessed or left out. */
export type ItemMedia = Pick<LibraryItem, 'images' | 'type'> & Partial<Pick<LibraryItem, 'mediaKinds' | 'imageSets'>>;

/** Whether the i-th URL of an item is a picture or a video (its mediaKinds, else the item's type, else its file name). */
export function mediaKindAt(item: ItemMedia, index: number): MediaKind {
  const kind = item.mediaKinds?.[index];
  if (kind === 'image' || kind === 'video') return kind;
  return item.type === 'video' ? 'video' : guessMediaType(item.images[index] ?? '');
}

/** The card thumbnail: the item's first picture if it has one (with its widths, if any), else its first media URL. */
export function thumbnailOf(item: ItemMedia) {
  if (!item.images.length) return null;
  const firstImage = item.images.findIndex((_, i) => mediaKindAt(item, i) === 'image');
  const index = firstImage >= 0 ? firstImage : 0;
  return { url: item.images[index], kind: mediaKindAt(item, index), imageSet: item.imageSets?.[index] ?? null };
}

/** YouTube and Google Drive links play in their own player frames; anything else in a <video>. */
export function videoSource(url: string): { kind: 'embed' | 'file'; src: string } {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://local.invalid');
  } catch {
    return { kind: 'file', src: url };
  }
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  const youtubeId =
    host === 'youtu.be'
      ? parsed.pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? (parsed.searchParams.get('v') ?? /^\/(?:embed|shorts|live)\/([^/?#]+)/.exec(parsed.pathname)?.[1] ?? '')
        : '';
  if (youtubeId && /^[\w-]{6,}$/.test(youtubeId))
    return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${youtubeId}` };
  if (host === 'drive.google.com') {
    const driveId = /\/file\/d\/([^/?#]+)/.exec(parsed.pathname)?.[1] ?? parsed.searchParams.get('id');
    if (driveId && /^[\w-]+$/.test(driveId))
      return { kind: 'embed', src: `https://drive.google.com/file/d/${driveId}/preview` };
  }
  return { kind: 'file', src: url };
}

export const typeLabel = (type: LibraryItem['type']) => (type === 'video' ? 'Video' : 'Foto');
