import { cn } from '@/lib/cn';
import { useFailedPicture } from '@/lib/pictures';
import { bannerCandidates } from '../lib/hero-banners';

/**
 * Hero banner N (1-based) in the width its box needs: full-screen banners also offer the portrait crop to tall,
 * narrow screens. When it fails to load, a gradient box labelled 'Banner' takes its place.
 */
export function BannerImage({
  banner,
  drawn,
  className,
  loading = 'lazy',
  priority = false,
}: {
  banner: number;
  drawn: 'fullScreen' | 'band';
  className?: string;
  loading?: 'eager' | 'lazy';
  priority?: boolean;
}) {
  const set = bannerCandidates(banner, drawn);
  const { failed, pictureProps } = useFailedPicture(set.src);
  if (failed) {
    return (
      <div
        className={cn(
          'flex items-center justify-center bg-gradient-to-br from-brand-700 via-brand-900 to-slate-900 text-2xl font-bold text-white',
          className,
        )}
        data-testid="banner-fallback"
      >
        Banner
      </div>
    );
  }
  return (
    <picture className="contents">
      {set.portrait ? <source {...set.portrait} /> : null}
      <img
        srcSet={set.srcSet}
        sizes={set.sizes}
        src={set.src}
        width={set.width}
        height={set.height}
        alt=""
        loading={loading}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
        className={cn('object-cover', className)}
        {...pictureProps}
        data-testid="hero-banner"
      />
    </picture>
  );
}
