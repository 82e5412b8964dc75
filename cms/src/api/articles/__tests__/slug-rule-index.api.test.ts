import { describe, expect, it } from 'vitest';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();

/**
 * The slug rule asks for every article written whether any article has or had its slug. A former slug is found with
 * `slug_history LIKE '%|slug|%'`; on SQLite that read every article whole (content included) until the booted cms
 * made an index of the two columns (`ensureFormerSlugIndex`): an import of 10 000 articles took ten minutes.
 */
describe('the slug rule on SQLite', () => {
  it.skipIf(cms.database.kind !== 'sqlite')(
    'finds a former slug in an index, not by reading every article',
    async () => {
      const plan = await cms.database.query<{ detail: string }>(
        "EXPLAIN QUERY PLAN SELECT COUNT(DISTINCT t0.id) FROM articles AS t0 WHERE (t0.slug = 'judul' OR t0.slug_history LIKE '%|judul|%' ESCAPE '\\') AND t0.id <> 1",
      );
      expect(plan.map((step) => step.detail)).toEqual(['SCAN t0 USING COVERING INDEX articles_slug_history_idx']);
    },
  );
});
