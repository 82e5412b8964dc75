/**
 * Outlines of cards while a list loads, in the list's grid (`className`): `count` cards, each a picture (`picture`:
 * its shape) over text bars of the given widths; `label` is announced once.
 */
export function CardSkeletons({
  count,
  label,
  className,
  picture = 'video',
  lines,
}: {
  count: number;
  label: string;
  className: string;
  picture?: 'video' | 'square';
  /** Each bar's width, as a Tailwind class. */
  lines: string[];
}) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className="animate-pulse overflow-hidden rounded-2xl border border-slate-200 bg-white motion-reduce:animate-none"
          aria-hidden="true"
        >
          <div className={picture === 'square' ? 'aspect-square bg-slate-200' : 'aspect-video bg-slate-200'} />
          <div className="space-y-3 p-5">
            {lines.map((width, line) => (
              <div key={line} className={`h-4 rounded bg-slate-200 ${width}`} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
