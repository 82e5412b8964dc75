import type { ResponsiveImage } from '@hmti/contract';

/** The fields of an upload-plugin file row this module reads (populate them with UPLOAD_IMAGE_FIELDS). */
export interface UploadImageRow {
  url: string;
  width?: number | null;
  height?: number | null;
  mime?: string | null;
  formats?: Record<string, { url?: string; width?: number | null; mime?: string | null } | null> | null;
}

export const UPLOAD_IMAGE_FIELDS = ['url', 'width', 'height', 'mime', 'formats'];

/** Prefix of the WebP copies the upload extension writes beside each generated format (`webp_small`, …). */
export const WEBP_FORMAT_PREFIX = 'webp_';

/**
 * A stored picture's candidates for `srcset`: for each width the server generated, the WebP copy when there is one
 * (every browser the site supports decodes WebP; it is 25–50 % smaller than the JPEG/PNG beside it), else the
 * format itself, and the original at its own width. Null when the row has no size or nothing to choose from.
 */
export function responsiveImage(row: UploadImageRow | null | undefined): ResponsiveImage | null {
  if (!row?.url || !row.width || !row.height) return null;
  const full = row.width;
  const byWidth = new Map<number, { url: string; webp: boolean }>();
  const offer = (url: string | undefined, width: number | null | undefined, mime: string | null | undefined) => {
    if (!url || !width || width > full) return;
    const webp = mime === 'image/webp';
    const known = byWidth.get(width);
    if (!known || (webp && !known.webp)) byWidth.set(width, { url, webp });
  };
  for (const format of Object.values(row.formats ?? {})) offer(format?.url, format?.width, format?.mime);
  offer(row.url, row.width, row.mime);
  if (byWidth.size < 2) return null;
  return {
    width: row.width,
    height: row.height,
    candidates: [...byWidth].sort(([a], [b]) => a - b).map(([width, { url }]) => ({ url, width })),
  };
}
