import { buildSrcSet, type ResponsiveImage } from '@hmti/contract';
import { cn } from '@/lib/cn';
import { useFailedPicture } from '@/lib/pictures';

/**
 * A member's photo; without one, or when it fails to load, a 'No Image' box. With the photo's widths (`imageSet`)
 * and the size it is drawn at (`sizes`), the browser picks the smallest file that is sharp enough. `className` sizes
 * it, the 'No Image' text included (its text size).
 */
export function MemberPhoto({
  src,
  name,
  className,
  imageSet,
  sizes,
}: {
  src: string | null | undefined;
  name: string;
  className?: string;
  imageSet?: ResponsiveImage | null;
  sizes?: string;
}) {
  const { failed, pictureProps } = useFailedPicture(src);
  if (!src || failed) {
    return (
      <div className={cn('flex items-center justify-center bg-slate-200 font-medium text-slate-700', className)}>
        No Image
      </div>
    );
  }
  const srcSet = sizes ? buildSrcSet(imageSet) : '';
  return (
    <img
      src={src}
      {...(srcSet ? { srcSet, sizes } : {})}
      {...(imageSet ? { width: imageSet.width, height: imageSet.height } : {})}
      alt={`Foto ${name}`}
      loading="lazy"
      decoding="async"
      {...pictureProps}
      className={cn('bg-slate-100 object-cover', className)}
    />
  );
}
