import type { Core } from '@strapi/strapi';
import { conflict } from '../../../lib/http-error';
import { parseInput } from '../../../lib/request-input';
import { DEFAULT_DIVISION_COLOR, DIVISION_EXISTS, divisionCreateSchema, divisionPatchSchema } from '@hmti/contract';
import { addedFields, pickFields } from '../../../lib/schema-fields';
import { divisionInUse } from '../../../lib/data-layer/rule-messages';
import { divisionUsage, DIVISION_UID as UID, positionHolders } from '../../../lib/division-records';
import { audited, DIVISION_ATTRIBUTES, POSITION_UID } from '../lib/organization-fields';
import { refuseIfChangedSince } from '../../../lib/changed-elsewhere';
import { findRowOr404 } from '../../../lib/answer';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const divisions = () => strapi.db.query(UID);
  const dto = (d: Record<string, unknown>) => ({
    ...pickFields(d, addedFields(strapi, UID, DIVISION_ATTRIBUTES)),
    _id: d.id,
    id: d.id,
    name: d.name,
    displayName: d.displayName,
    description: d.description ?? '',
    positions: Array.isArray(d.positions) ? d.positions : [],
    color: d.color ?? DEFAULT_DIVISION_COLOR,
    logo: d.logo ?? '',
    /** Its version: the dashboard's edit sends it back as `basedOn`. */
    updatedAt: d.updatedAt,
  });
  const divisionOf = (id: number) =>
    findRowOr404<{ name: string; displayName: string; updatedAt: string }>(divisions(), id, 'Divisi tidak ditemukan.');

  return {
    async list() {
      return (await divisions().findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }] })).map(dto);
    },

    /** Position names used in any period that no division holds yet (compared as the data layer compares them). */
    async availablePositions() {
      const { holderOf } = await positionHolders(strapi);
      const names: Array<{ name: string }> = await strapi.db.query(POSITION_UID).findMany({ select: ['name'] });
      return [...new Set(names.map((p) => p.name))]
        .filter((n) => !holderOf(n))
        .sort((a, b) => a.localeCompare(b, 'id'));
    },

    async create(body: Record<string, unknown>) {
      const input = parseInput(divisionCreateSchema, body);
      if (await divisions().findOne({ where: { name: input.name } })) throw conflict(DIVISION_EXISTS);
      const sortOrder = await divisions().count();
      const row = await audited({ action: 'create', title: 'Divisi dibuat', entityTitle: input.displayName }, () =>
        divisions().create({ data: { ...input, sortOrder } }),
      );
      return dto(row);
    },

    async update(id: number, body: Record<string, unknown>) {
      const existing = await divisionOf(id);
      const { basedOn, ...data } = parseInput(divisionPatchSchema, body);
      refuseIfChangedSince(basedOn, existing.updatedAt);
      const entityTitle = data.displayName ?? existing.displayName;
      await audited({ action: 'update', title: 'Divisi diperbarui', entityTitle }, () =>
        divisions().update({ where: { id }, data }),
      );
      return dto(await divisions().findOne({ where: { id } }));
    },

    async remove(id: number) {
      const existing = await divisionOf(id);
      const usage = await divisionUsage(strapi, existing.name);
      if (usage.members || usage.users) throw conflict(divisionInUse(usage), usage);
      await audited({ action: 'delete', title: 'Divisi dihapus', entityTitle: existing.displayName }, () =>
        // Its settings entries go with it (the data layer's division rule, the same for /admin).
        strapi.db.transaction(() => divisions().delete({ where: { id } })),
      );
      return { success: true };
    },
  };
};
