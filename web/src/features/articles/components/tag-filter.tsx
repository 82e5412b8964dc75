import { ActionLink } from '@/components/ui/action-link';
import { cn } from '@/lib/cn';
import { sameTag } from '../lib/list-query';

interface TagFilterProps {
  tags: string[];
  selected: string[];
  onToggle: (tag: string) => void;
  /** The address with the tag switched: the chips are links (they work without JavaScript). */
  hrefFor: (tag: string) => string;
}

/**
 * Toggle chips; several may be active at once. On a phone they are one row that scrolls sideways (its end fading
 * out), so the articles start on the first screen; from `sm` up they wrap.
 */
export function TagFilter({ tags, selected, onToggle, hrefFor }: TagFilterProps) {
  if (!tags.length) return null;
  return (
    <div
      role="group"
      aria-label="Filter tag"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] mask-r-from-85% sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0 sm:mask-none"
    >
      {tags.map((tag) => {
        const active = selected.some((s) => sameTag(s, tag));
        const className = cn(
          'shrink-0 rounded-full border px-3 py-1 text-sm font-medium whitespace-nowrap transition-colors',
          active
            ? 'border-brand-700 bg-brand-700 text-white'
            : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700',
        );
        // A link keeps the toggle's role: with JavaScript a plain click toggles in place.
        return (
          <ActionLink
            key={tag}
            href={hrefFor(tag)}
            onAct={() => onToggle(tag)}
            aria-pressed={active}
            className={className}
          >
            {tag}
          </ActionLink>
        );
      })}
    </div>
  );
}
