import { MediaWithFallback } from '@/components/drive/media-with-fallback';
import { cn } from '@/lib/cn';
import { MemberPhoto } from '../member-photo';

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
  if (!src) return <MemberPhoto src={null} name={name} className={cn('text-xs', className)} />;
  return <MediaWithFallback url={src} type="image" alt={`Foto ${name}`} className={cn('object-cover', className)} />;
}
