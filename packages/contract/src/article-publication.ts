/** The refusal of a publication change the person may not make. */
export const PUBLISH_DENIED = 'Anda tidak memiliki izin untuk mempublikasikan artikel.';

/**
 * The publishing right. Putting an article on the site, or setting or moving its scheduled time (`publishing`),
 * needs `articles.publish`. Taking an article back to draft, or calling off its schedule, needs it too, except for
 * the article's own author: their own article they may always take back (editing it needs its own right).
 */
export function mayChangePublication(
  permissions: readonly string[] | undefined,
  change: { publishing: boolean; own: boolean },
): boolean {
  if (permissions?.includes('articles.publish')) return true;
  return !change.publishing && change.own;
}
