import { useState } from 'react';
import { cn } from '@/lib/cn';

/** A hero banner; when it fails to load, a gradient box labelled 'Banner' takes its place. */
export function BannerImage({
  src,
  className,
  loading = 'lazy',
  priority = false,
}: {
  src: string;
  className?: string;
  loading?: 'eager' | 'lazy';
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
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
    <img
      src={src}
      alt=""
      loading={loading}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      className={cn('object-cover', className)}
      onError={() => setFailed(true)}
    />
  );
}
