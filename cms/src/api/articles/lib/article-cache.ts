import { versionedMemo } from '../../../lib/content-version';

/**
 * An article-derived aggregate (tag counts, sitemap, feed): computed again after any content write on this instance,
 * and at least once a minute for writes made on other instances.
 */
export const articleAggregate = <T>(load: () => Promise<T>) => versionedMemo(60_000, load);
