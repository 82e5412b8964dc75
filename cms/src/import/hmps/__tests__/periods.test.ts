import { describe, expect, it } from 'vitest';
import type { ImportContext } from '../context';
import { ImportReport } from '../report';
import { importMembers, importPeriods, importPositions } from '../map-organization';

/** An import context of these documents whose database only records what would be created. */
function fakeImport(dump: Record<string, Array<Record<string, unknown>>>) {
  const created: Array<{ uid: string; data: Record<string, unknown> }> = [];
  const query = (uid: string) => ({
    findOne: async () => null,
    findMany: async () => [],
    create: async ({ data }: { data: Record<string, unknown> }) => {
      created.push({ uid, data });
      return { id: created.length };
    },
  });
  const ctx = {
    strapi: { db: { query }, contentTypes: {}, components: {} },
    report: new ImportReport('json', false),
    sources: { get: () => undefined, remember: async () => {} },
    pictures: { relink: async (_c: string, _i: string, _f: string, url: string) => url },
    docs: (collection: string) => dump[collection] ?? [],
  } as unknown as ImportContext;
  return { ctx, created };
}

describe('hmps periods the site has no form for', () => {
  it('are skipped with their members and position lists, never written (the contract says what a period is)', async () => {
    const { ctx, created } = fakeImport({
      periods: [
        { _id: 'p1', period: '2024-2026' },
        { _id: 'p2', period: '1900-1901' },
      ],
      positions: [{ _id: 'l1', period: '2024-2026', positions: [{ name: 'Ketua', order: 1 }] }],
      organizations: [{ _id: 'm1', name: 'Budi', position: 'Ketua', period: '2024-2026' }],
    });
    await importPeriods(ctx);
    await importPositions(ctx);
    await importMembers(ctx);
    expect(created).toEqual([]);
  });
});
