import type { APIRequestContext } from '@playwright/test';
import { OWNER } from './accounts';

type Row = { id: number; title: string };
const rowsOf = async (res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<Row[]> => {
  if (!res.ok()) return [];
  const body = (await res.json()) as Row[] | { data: Row[] };
  return Array.isArray(body) ? body : body.data;
};

/**
 * Deletes, as the owner, the articles or library items a test created with this exact title, so specs that count
 * the seeded content never see another spec's leftovers (whatever order they run in).
 */
export async function deleteAsOwner(request: APIRequestContext, kind: 'articles' | 'library', title: string) {
  await request.post('/api/auth/login', { data: OWNER });
  const rows = await rowsOf(await request.get(`/api/${kind}/manage?q=${encodeURIComponent(title)}`));
  for (const row of rows) if (row.title === title) await request.delete(`/api/${kind}/${row.id}`);
}
