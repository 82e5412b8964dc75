import { useState } from 'react';
import { mediaUrlCandidates, videoEmbedUrl } from '@/lib/drive-link';

interface Props {
  url: string;
  type: 'image' | 'video';
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
}

/**
 * Shows a Drive-hosted (or local) image or video: loading → loaded, stepping through the alternative URL
 * forms on each failure (up to 7 for images, 4 for videos) before 'Failed to load media'.
 */
export function MediaWithFallback({ url, type, alt, className, loading = 'lazy' }: Props) {
  const candidates = mediaUrlCandidates(url, type);
  // The attempt belongs to one address: a new one starts again from its first form in the same render.
  const of = `${type} ${url}`;
  const [attempt, setAttempt] = useState({ of, index: 0, loaded: false });
  const { index, loaded } = attempt.of === of ? attempt : { index: 0, loaded: false };
  const next = () => setAttempt({ of, index: index + 1, loaded: false });
  if (index >= candidates.length) {
    return (
      // Clear of a frame's buttons (arrows at its sides, full screen at its top corner; a thumbnail has none): a phone's
      // card, two to a row, says only that it failed; larger frames also say why.
      <div
        role="img"
        aria-label={alt}
        className={`@container flex items-center justify-center bg-slate-100 text-center text-xs text-slate-600 sm:text-sm ${className ?? ''}`}
      >
        <div className="px-2 py-4 @[8rem]:px-10 @[14rem]:px-14">
          <p className="font-medium">Failed to load media</p>
          <p className="hidden @[14rem]:block">File may be private or inaccessible</p>
        </div>
      </div>
    );
  }
  const src = candidates[index];
  if (type === 'video') {
    const embed = videoEmbedUrl(src);
    return embed ? (
      <iframe
        src={embed}
        title={alt}
        className={className}
        allow="autoplay; encrypted-media"
        allowFullScreen
        onError={next}
      />
    ) : (
      <video src={src} className={className} controls preload="metadata" onError={next} aria-label={alt} />
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={loading}
      className={`${className ?? ''} ${loaded ? '' : 'animate-pulse bg-slate-100'}`}
      onLoad={() => setAttempt({ of, index, loaded: true })}
      onError={next}
    />
  );
}
