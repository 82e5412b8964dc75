import type { Core } from '@strapi/strapi';
import { badRequest, conflict, notFound } from '../../../lib/http-error';
import type { UploadedFile } from '../../../lib/multipart';
import { addedFields, pickFields } from '../../../lib/schema-fields';
import { audited, MEMBER_ATTRIBUTES, MEMBER_UID, POSITION_ATTRIBUTES, POSITION_UID } from '../lib/organization-fields';
import { parseInput } from '../../../lib/request-input';
import {
  copyPositionsSchema,
  FIELD_LABELS,
  memberFieldsSchema,
  PERIOD_EXISTS,
  periodSchema,
  savePositionsSchema,
  type OrgMember,
} from '@hmti/contract';
import { service } from '../../../lib/services';
import { refuseIfChangedSince } from '../../../lib/changed-elsewhere';
import { ensurePeriod, periodRow } from '../../../lib/periods';
import { findRowOr404 } from '../../../lib/answer';

/** A member row as stored, with any fields added in the Content-Type Builder. */
type MemberRow = Omit<OrgMember, '_id' | 'imageSet'> & Record<string, unknown>;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const members = () => strapi.db.query(MEMBER_UID);
  const periods = () => strapi.db.query('api::organization.period');
  const positions = () => strapi.db.query(POSITION_UID);
  const uploads = () => service(strapi, 'api::content.image-uploads');
  /** A member as the management answers give it (no imageSet: see GET /api/organization/members). */
  const memberDto = (row: MemberRow): Omit<OrgMember, 'imageSet'> & Record<string, unknown> => ({
    ...pickFields(row, addedFields(strapi, MEMBER_UID, MEMBER_ATTRIBUTES)),
    _id: row.id,
    id: row.id,
    name: row.name,
    position: row.position,
    period: row.period,
    imageUrl: row.imageUrl ?? null,
    updatedAt: row.updatedAt,
  });
  /** A period's positions in their order, as the public reads them. */
  const listed = (period: string) => service(strapi, 'api::organization.public-organization').positions(period);
  const memberOf = (id: number) => findRowOr404<MemberRow>(members(), id, 'Anggota tidak ditemukan.');

  /** The member form (an edit: refused if changed since) and its photo: an upload, stored now, or a Drive link. */
  const readMember = async (fields: Record<string, unknown>, file?: UploadedFile, existing?: MemberRow) => {
    const { name, position, period, gdriveUrl, basedOn } = parseInput(memberFieldsSchema, fields);
    if (existing) refuseIfChangedSince(basedOn, existing.updatedAt);
    const data = { name, position, period };
    if (file) {
      const stored = await uploads().store(file, 'organization');
      return { data: { ...data, imageUrl: stored.url, photo: stored.id }, stored };
    }
    if (!gdriveUrl) return { data };
    const picture = await service(strapi, 'api::library.gdrive').pictureLink(gdriveUrl, FIELD_LABELS.member.gdriveUrl);
    return { data: { ...data, imageUrl: picture.url, photo: null } };
  };

  return {
    async createMember(fields: Record<string, unknown>, file?: UploadedFile) {
      const { data, stored } = await readMember(fields, file);
      return uploads().keepIfSaved(stored, () =>
        audited({ action: 'create', title: 'Anggota ditambahkan', entityTitle: data.name }, () =>
          // Of a period that exists (the data layer's member rule).
          strapi.db.transaction(async () => memberDto(await members().create({ data }))),
        ),
      );
    },

    async updateMember(id: number, fields: Record<string, unknown>, file?: UploadedFile) {
      const { data, stored } = await readMember(fields, file, await memberOf(id));
      await uploads().keepIfSaved(stored, () =>
        audited({ action: 'update', title: 'Anggota diperbarui', entityTitle: data.name, entityId: id }, () =>
          strapi.db.transaction(() => members().update({ where: { id }, data })),
        ),
      );
      return memberDto(await members().findOne({ where: { id } }));
    },

    async deleteMember(id: number) {
      const existing = await memberOf(id);
      await audited({ action: 'delete', title: 'Anggota dihapus', entityTitle: existing.name, entityId: id }, () =>
        strapi.db.transaction(() => members().delete({ where: { id } })),
      );
      return { success: true };
    },

    async createPeriod(period: unknown) {
      const name = parseInput(periodSchema, period);
      if (await periods().findOne({ where: { name } })) throw conflict(PERIOD_EXISTS);
      await audited({ action: 'create', title: 'Periode dibuat', entityTitle: name }, () =>
        periods().create({ data: periodRow(name) }),
      );
      return { period: name };
    },

    async deletePeriod(period: string) {
      if (!(await periods().findOne({ where: { name: period } }))) throw notFound('Periode tidak ditemukan.');
      // The data layer refuses the last period and one with members, and deletes its positions in this transaction.
      await audited({ action: 'delete', title: 'Periode dihapus', entityTitle: period }, () =>
        strapi.db.transaction(() => periods().delete({ where: { name: period } })),
      );
      return { success: true };
    },

    /**
     * Saves the whole ordered list of a period (renumbered 1..n). With `basedOn` (the names in the order the
     * client loaded them) a list changed meanwhile by someone else is refused instead of overwritten.
     */
    async savePositions(body: Record<string, unknown>) {
      const { period, positions: next, basedOn } = parseInput(savePositionsSchema, body);
      return audited({ action: 'update', title: 'Urutan jabatan disimpan', entityTitle: period }, () =>
        strapi.db.transaction(async () => {
          const added = addedFields(strapi, POSITION_UID, POSITION_ATTRIBUTES);
          const current = await listed(period);
          if (basedOn && JSON.stringify(basedOn) !== JSON.stringify(current.map((p) => p.name)))
            throw conflict('Daftar jabatan telah diubah oleh pengguna lain. Muat ulang lalu coba lagi.');
          await ensurePeriod(strapi, period);
          await positions().deleteMany({ where: { period } });
          // The list is rewritten whole; values of operator-added fields stay with the position of the same name.
          const kept = new Map(current.map((p) => [p.name, pickFields(p, added)]));
          const rows = next.map((p) => ({ ...(kept.get(p.name) ?? pickFields({}, added)), ...p }));
          if (rows.length) await positions().createMany({ data: rows.map((p) => ({ ...p, period })) });
          return rows;
        }),
      );
    },

    async copyPositions(body: Record<string, unknown>) {
      const { sourcePeriod, targetPeriod } = parseInput(copyPositionsSchema, body);
      const source = await listed(sourcePeriod);
      if (!source.length) throw badRequest('Periode sumber belum memiliki jabatan.');
      const copied = source.map((p, i) => ({ name: p.name, order: i + 1 }));
      const entityTitle = `${sourcePeriod} → ${targetPeriod}`;
      return audited({ action: 'update', title: 'Jabatan disalin', entityTitle }, () =>
        strapi.db.transaction(async () => {
          await ensurePeriod(strapi, targetPeriod);
          await positions().deleteMany({ where: { period: targetPeriod } });
          await positions().createMany({ data: copied.map((p) => ({ ...p, period: targetPeriod })) });
          return copied;
        }),
      );
    },
  };
};
