import { MediaWithFallback } from '@/components/drive/media-with-fallback';
import { cn } from '@/lib/cn';

/** A member's photo (Drive links step through their fallback URLs); a 'No Image' box without one. */
export function AdminMemberPhoto({
  src,
  name,
  className,
}: {
  src: string | null | undefined;
  name: string;
  className?: string;
}) {
  if (!src) {
    return (
      <div
        className={cn('flex items-center justify-center bg-slate-200 text-xs font-medium text-slate-700', className)}
      >
        No Image
      </div>
    );
  }
  return <MediaWithFallback url={src} type="image" alt={`Foto ${name}`} className={cn('object-cover', className)} />;
}
