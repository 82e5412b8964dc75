import { cn } from '@/lib/cn';
import { sameTag } from '../lib/list-query';

interface TagFilterProps {
  tags: string[];
  selected: string[];
  onToggle: (tag: string) => void;
}

/** Toggle chips; several may be active at once. */
export function TagFilter({ tags, selected, onToggle }: TagFilterProps) {
  if (!tags.length) return null;
  return (
    <div role="group" aria-label="Filter tag" className="flex flex-wrap gap-2">
      {tags.map((tag) => {
        const active = selected.some((s) => sameTag(s, tag));
        return (
          <button
            key={tag}
            type="button"
            aria-pressed={active}
            onClick={() => onToggle(tag)}
            className={cn(
              'rounded-full border px-3 py-1 text-sm font-medium transition-colors',
              active
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700',
            )}
          >
            {tag}
          </button>
        );
      })}
    </div>
  );
}
