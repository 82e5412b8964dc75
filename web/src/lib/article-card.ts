const LIMIT = 3;
const EXCERPT_MAX_CHARS = 150;

/** Cuts an excerpt at 150 characters, marking the cut with an ellipsis. */
export function cutExcerpt(text: string | null | undefined): string {
  const clean = (text ?? '').trim();
  return clean.length > EXCERPT_MAX_CHARS ? `${clean.slice(0, EXCERPT_MAX_CHARS).trimEnd()}...` : clean;
}

/** An article card shows up to 3 tags, then '+N lagi' for the rest; a blank tag is none. */
export function cardTags(tags: readonly string[] | null | undefined): { shown: string[]; moreLabel: string | null } {
  const list = (tags ?? []).filter((tag) => typeof tag === 'string' && tag.trim() !== '');
  const hidden = list.length - LIMIT;
  return { shown: list.slice(0, LIMIT), moreLabel: hidden > 0 ? `+${hidden} lagi` : null };
}
