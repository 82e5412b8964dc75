import type { ActivityEntry } from '../../../lib/data-layer/audit-scope';

/**
 * The status entry that follows a save in the activity log: "publish" after every save of a published article,
 * "unpublish" when the save took a published article off the site, nothing otherwise.
 */
export function publishEntries(title: string, published: boolean, wasPublished: boolean): ActivityEntry[] {
  if (published) return [{ type: 'article', action: 'publish', title: 'Artikel dipublikasikan', entityTitle: title }];
  if (wasPublished)
    return [{ type: 'article', action: 'unpublish', title: 'Artikel ditarik dari publikasi', entityTitle: title }];
  return [];
}
