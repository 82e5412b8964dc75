import type { Core } from '@strapi/strapi';
import {
  CHAIR_POST,
  ledDivisions,
  seatMembers,
  VICE_CHAIR_POST,
  type CurrentLeaders,
  type LeaderPerson,
  type OrgMember,
} from '@hmti/contract';
import { versionedMemo } from '../../../lib/content-version';
import { service } from '../../../lib/services';

/** Kept until public content changes on this instance (a member, position or division saved through any door), 2 s at most. */
const KEEP_MS = 2000;

const person = (member: Required<OrgMember> | undefined): LeaderPerson | null =>
  member ? { name: member.name, photo: member.imageUrl, imageSet: member.imageSet } : null;

/**
 * The leadership of the current period (the newest with members) as the organisation chart seats it: chair, vice
 * chair, each division's head; the settings' public answer carries it (`currentLeaders`) for the hero's band.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const load = async (): Promise<CurrentLeaders> => {
    const organization = service(strapi, 'api::organization.public-organization');
    const period = await organization.newestStaffedPeriod();
    const divisions = await organization.divisions();
    const [members, positions] = period
      ? await Promise.all([organization.members(period), organization.positions(period)])
      : [[], []];
    const seating = seatMembers(members, positions, divisions);
    return {
      period: period ?? null,
      chairperson: person(seating.posts.get(CHAIR_POST)),
      viceChairperson: person(seating.posts.get(VICE_CHAIR_POST)),
      divisions: ledDivisions(divisions).map((d) => ({
        key: d.name,
        displayName: d.displayName,
        color: d.color,
        logo: d.logo,
        head: person(seating.heads.get(d.name)),
      })),
    };
  };
  return { get: versionedMemo(KEEP_MS, load) };
};
