const LIMIT = 3;

/** An article card (the list's and the landing's) shows up to 3 tags, then '+N lagi' for the rest; a blank tag is none. */
export function cardTags(tags: readonly string[] | null | undefined): { shown: string[]; moreLabel: string | null } {
  const list = (tags ?? []).filter((tag) => typeof tag === 'string' && tag.trim() !== '');
  const hidden = list.length - LIMIT;
  return { shown: list.slice(0, LIMIT), moreLabel: hidden > 0 ? `+${hidden} lagi` : null };
}
