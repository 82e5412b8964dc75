import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { addTag, ARTICLE_TAG_MAX_LENGTH, ARTICLE_TAGS_MAX, removeTag } from '@hmti/contract';
import { FormField } from '@/components/ui/form-field';

/** Tags: added with Enter, Add or leaving the field; clicking a chip removes it. Limits are said, as /admin does. */
export function TagsField({
  tags,
  onChange,
  disabled,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const full = tags.length >= ARTICLE_TAGS_MAX;
  const add = () => {
    onChange(addTag(tags, draft));
    setDraft('');
  };
  return (
    <FormField id={id} label="Tags">
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          maxLength={ARTICLE_TAG_MAX_LENGTH}
          disabled={disabled || full}
          onChange={(event) => setDraft(event.target.value)}
          // A tag typed and left (for Save, say) is added, not silently dropped.
          onBlur={() => {
            if (draft.trim() && !full) add();
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
          placeholder="Type a tag and press Enter"
          aria-describedby={`${id}-hint`}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2"
        />
        <Button variant="secondary" onClick={add} disabled={disabled || full || !draft.trim()}>
          Add
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        At most {ARTICLE_TAGS_MAX} tags of {ARTICLE_TAG_MAX_LENGTH} characters each. Click a tag to remove it.
      </p>
      {tags.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Selected tags">
          {tags.map((tag) => (
            <li key={tag} className="max-w-full">
              <button
                type="button"
                onClick={() => onChange(removeTag(tags, tag))}
                disabled={disabled}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-100 px-3 py-1 text-left text-sm font-medium wrap-anywhere text-brand-900 hover:bg-brand-50"
                aria-label={`Remove tag ${tag}`}
              >
                {tag}
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </FormField>
  );
}
