import { useState } from 'react';
import { cn } from '@/lib/cn';

/** A member's photo; without one, or when it fails to load, a 'No Image' box. */
export function MemberPhoto({
  src,
  name,
  className,
}: {
  src: string | null | undefined;
  name: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div
        className={cn('flex items-center justify-center bg-slate-200 text-xs font-medium text-slate-700', className)}
      >
        No Image
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={`Foto ${name}`}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('bg-slate-100 object-cover', className)}
    />
  );
}
