import type { Core } from '@strapi/strapi';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import type { AuthState } from '../../../lib/request-context';
import { isSafeStoredUrl, STORED_URL_RULE } from '../../../lib/stored-url';
import { auditAs } from '../../../lib/data-layer/audit-scope';

const UID = 'api::organization.division';
export const DEFAULT_COLOR = '#3B82F6';
const COLOR = /^#[0-9a-f]{6}$/i;

/** 'Public Relation' → 'public_relation'. */
export const divisionNameOf = (displayName: string) =>
  displayName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');
const logoUrl = (v: unknown) => {
  const url = text(v, 1000);
  if (url && !isSafeStoredUrl(url, 'image')) throw badRequest(`Logo ${STORED_URL_RULE.image}`);
  return url;
};
const positionList = (raw: unknown): string[] => {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.some((p) => typeof p !== 'string'))
    throw badRequest('positions must be a list of names');
  const seen = new Set<string>();
  return (raw as string[])
    .map((p) => p.trim())
    .filter((p) => p && !seen.has(p.toLowerCase()) && seen.add(p.toLowerCase()));
};
const toDto = (d: Record<string, unknown>) => ({
  _id: d.id,
  id: d.id,
  name: d.name,
  displayName: d.displayName,
  description: d.description ?? '',
  positions: Array.isArray(d.positions) ? d.positions : [],
  color: d.color ?? DEFAULT_COLOR,
  logo: d.logo ?? '',
});

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const divisions = () => strapi.db.query(UID);
  const audited = <T>(
    action: 'create' | 'update' | 'delete',
    title: string,
    entityTitle: string,
    work: () => Promise<T>,
  ) => auditAs({ type: 'organization', action, title, entityTitle }, work);

  return {
    async list() {
      return (await divisions().findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] })).map(toDto);
    },

    /** Position names used in any period that no division claims yet. */
    async availablePositions() {
      const claimed = new Set(
        (await divisions().findMany({ select: ['positions'] })).flatMap((d: { positions: unknown }) =>
          Array.isArray(d.positions) ? d.positions : [],
        ),
      );
      const names = (await strapi.db.query('api::organization.position').findMany({ select: ['name'] })) as Array<{
        name: string;
      }>;
      return [...new Set(names.map((p) => p.name))]
        .filter((n) => !claimed.has(n))
        .sort((a, b) => a.localeCompare(b, 'id'));
    },

    async create(auth: AuthState, body: Record<string, unknown>) {
      const displayName = text(body.displayName ?? body.name, 200);
      if (!displayName) throw badRequest('Nama divisi tidak boleh kosong.');
      const name = divisionNameOf(text(body.name, 100) || displayName);
      if (!name) throw badRequest('Nama divisi harus berisi huruf atau angka.');
      if (await divisions().findOne({ where: { name } })) throw conflict('Divisi dengan nama itu sudah ada.');
      const color = text(body.color, 7) || DEFAULT_COLOR;
      if (!COLOR.test(color)) throw badRequest('Warna harus berformat #RRGGBB.');
      const sortOrder = await divisions().count();
      const row = await audited('create', 'Divisi dibuat', displayName, () =>
        divisions().create({
          data: {
            name,
            displayName,
            description: text(body.description, 2000),
            positions: positionList(body.positions),
            color,
            logo: logoUrl(body.logo),
            sortOrder,
          },
        }),
      );
      return toDto(row);
    },

    async update(auth: AuthState, id: number, body: Record<string, unknown>) {
      const existing = Number.isSafeInteger(id) ? await divisions().findOne({ where: { id } }) : null;
      if (!existing) throw notFound('Divisi tidak ditemukan.');
      const data: Record<string, unknown> = {};
      if (body.displayName !== undefined) {
        data.displayName = text(body.displayName, 200);
        if (!data.displayName) throw badRequest('Nama divisi tidak boleh kosong.');
      }
      if (body.description !== undefined) data.description = text(body.description, 2000);
      if (body.positions !== undefined) data.positions = positionList(body.positions);
      if (body.color !== undefined) {
        const color = text(body.color, 7) || DEFAULT_COLOR;
        if (!COLOR.test(color)) throw badRequest('Warna harus berformat #RRGGBB.');
        data.color = color;
      }
      if (body.logo !== undefined) data.logo = logoUrl(body.logo);
      await audited('update', 'Divisi diperbarui', String(data.displayName ?? existing.displayName), () =>
        divisions().update({ where: { id }, data }),
      );
      return toDto(await divisions().findOne({ where: { id } }));
    },

    async remove(auth: AuthState, id: number) {
      const existing = Number.isSafeInteger(id) ? await divisions().findOne({ where: { id } }) : null;
      if (!existing) throw notFound('Divisi tidak ditemukan.');
      await audited('delete', 'Divisi dihapus', existing.displayName, () => divisions().delete({ where: { id } }));
      return { success: true };
    },
  };
};
