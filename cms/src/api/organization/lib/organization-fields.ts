import { auditAs, type ActivityEntry } from '../../../lib/data-layer/audit-scope';

/**
 * The organisation attributes the site's services handle by name, per type; any other scalar attribute an
 * operator adds (Content-Type Builder) is passed through in that type's answers under its own name.
 */
export const MEMBER_ATTRIBUTES = ['name', 'position', 'period', 'imageUrl', 'photo'] as const;
export const POSITION_ATTRIBUTES = ['period', 'name', 'order'] as const;
export const DIVISION_ATTRIBUTES = [
  'name',
  'displayName',
  'description',
  'positions',
  'color',
  'logo',
  'sortOrder',
] as const;

export const MEMBER_UID = 'api::organization.member';
export const POSITION_UID = 'api::organization.position';

/** The one activity entry of an organisation change (written by the data layer's audit hook). */
export const audited = <T>(entry: Omit<ActivityEntry, 'type'>, work: () => Promise<T>) =>
  auditAs({ type: 'organization', ...entry }, work);
