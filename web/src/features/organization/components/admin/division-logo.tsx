import { useState } from 'react';
import { cn } from '@/lib/cn';

/** A division's logo; hidden when there is none or it fails to load. */
export function DivisionLogo({ src, name, className }: { src: string; name: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  return (
    <img
      src={src}
      alt={`Logo ${name}`}
      className={cn('object-contain', className)}
      onError={() => setFailed(src)}
      loading="lazy"
    />
  );
}
