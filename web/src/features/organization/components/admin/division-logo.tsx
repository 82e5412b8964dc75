import { cn } from '@/lib/cn';
import { useFailedPicture } from '@/lib/pictures';

/** A division's logo; hidden when there is none or it fails to load. */
export function DivisionLogo({ src, name, className }: { src: string; name: string; className?: string }) {
  const { failed, pictureProps } = useFailedPicture(src);
  if (!src || failed) return null;
  return (
    <img src={src} alt={`Logo ${name}`} className={cn('object-contain', className)} {...pictureProps} loading="lazy" />
  );
}
