import { useId } from 'react';
import { TAGS_MAX_COUNT } from '@hmti/contract';
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
 * Toggle chips, several active at once up to the list's limit (the others are then disabled, and say why). On a phone
 * one row that scrolls sideways (its end fading out), so the articles start on the first screen; from `sm` up, wrapped.
 */
export function TagFilter({ tags, selected, onToggle, hrefFor }: TagFilterProps) {
  const hintId = useId();
  if (!tags.length) return null;
  const full = selected.length >= TAGS_MAX_COUNT;
  return (
    <>
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
          if (full && !active)
            return (
              <button
                key={tag}
                type="button"
                disabled
                aria-pressed={false}
                aria-describedby={hintId}
                className={cn(className, 'cursor-not-allowed opacity-50 hover:border-slate-300 hover:text-slate-700')}
              >
                {tag}
              </button>
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
      {full ? (
        <p id={hintId} className="mt-2 text-sm text-slate-600">
          Paling banyak {TAGS_MAX_COUNT} tag sekaligus; lepaskan satu untuk memilih tag lain.
        </p>
      ) : null}
    </>
  );
}
