import type { Core } from '@strapi/strapi';
import { isValidPeriod, type OrgMember } from '@hmti/contract';
import { addedFields, pickFields } from '../../../lib/schema-fields';
import {
  DIVISION_ATTRIBUTES,
  MEMBER_ATTRIBUTES,
  MEMBER_UID,
  POSITION_ATTRIBUTES,
  POSITION_UID,
} from '../lib/organization-fields';
import { DIVISION_UID, publicDivisions } from '../../../lib/division-records';
import { responsiveImage, UPLOAD_IMAGE_FIELDS, type UploadImageRow } from '../../../lib/responsive-image';

/** A member row as stored (its uploaded photo joined), with any fields added in the Content-Type Builder. */
type MemberRow = Record<string, unknown> &
  Required<Omit<OrgMember, '_id' | 'imageSet'>> & { photo?: UploadImageRow | null };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Period names newest first by start year (falls back to the periods members mention). */
  async periods(): Promise<string[]> {
    const rows: Array<{ name: string }> = await strapi.db
      .query('api::organization.period')
      .findMany({ select: ['name', 'startYear'], orderBy: [{ startYear: 'desc' }, { name: 'desc' }] });
    if (rows.length) return rows.map((r) => r.name);
    const members: Array<{ period: string }> = await strapi.db.query(MEMBER_UID).findMany({ select: ['period'] });
    return [...new Set(members.map((m) => m.period))].sort((a, b) => Number(b.slice(0, 4)) - Number(a.slice(0, 4)));
  },

  /** Every division (name, display name, claimed positions, colour, logo), in the order they are kept. */
  divisions() {
    return publicDivisions(strapi, addedFields(strapi, DIVISION_UID, DIVISION_ATTRIBUTES));
  },

  /** Members of a period (when none, or one isValidPeriod refuses, is asked for: the newest period that has members). */
  async members(period: unknown) {
    const wanted = isValidPeriod(period) ? period.trim() : await this.newestStaffedPeriod();
    if (!wanted) return [];
    const added = addedFields(strapi, MEMBER_UID, MEMBER_ATTRIBUTES);
    const rows = (await strapi.db.query(MEMBER_UID).findMany({
      select: ['id', 'name', 'position', 'period', 'imageUrl', 'updatedAt', ...added],
      where: { period: wanted },
      populate: { photo: { select: UPLOAD_IMAGE_FIELDS } },
      orderBy: [{ id: 'asc' }],
    })) as MemberRow[];
    return rows.map((m): Required<OrgMember> & Record<string, unknown> => ({
      ...pickFields(m, added),
      _id: m.id,
      id: m.id,
      name: m.name,
      position: m.position,
      period: m.period,
      imageUrl: m.photo?.url || m.imageUrl || null,
      imageSet: responsiveImage(m.photo),
      updatedAt: m.updatedAt,
    }));
  },

  async newestStaffedPeriod(): Promise<string | undefined> {
    const row = await strapi.db.query(MEMBER_UID).findOne({ select: ['period'], orderBy: [{ period: 'desc' }] });
    return row?.period;
  },

  async positions(period: string) {
    if (!isValidPeriod(period)) return [];
    const added = addedFields(strapi, POSITION_UID, POSITION_ATTRIBUTES);
    const rows = (await strapi.db.query(POSITION_UID).findMany({
      select: ['name', 'order', ...added],
      where: { period },
      orderBy: [{ order: 'asc' }, { id: 'asc' }],
    })) as Array<{ name: string; order: number } & Record<string, unknown>>;
    return rows.map((p) => ({ ...pickFields(p, added), name: p.name, order: p.order }));
  },
});
