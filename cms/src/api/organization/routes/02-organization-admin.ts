import type { PermissionName } from '@hmti/contract';
import { needs } from '../../../lib/route-config';

const route = (method: string, path: string, action: string, ...anyOf: PermissionName[]) => ({
  method,
  path,
  handler: `api::organization.organization-admin.${action}`,
  config: needs(...anyOf),
});

export default {
  type: 'content-api',
  routes: [
    route('POST', '/organization/members', 'createMember', 'organization.manage_members'),
    route('PUT', '/organization/members/:id', 'updateMember', 'organization.manage_members'),
    route('DELETE', '/organization/members/:id', 'deleteMember', 'organization.manage_members'),
    route('POST', '/organization/periods', 'createPeriod', 'organization.manage_periods'),
    route('DELETE', '/organization/periods/:period', 'deletePeriod', 'organization.manage_periods'),
    route('POST', '/organization/positions/copy', 'copyPositions', 'organization.manage_positions'),
    route('POST', '/organization/positions', 'savePositions', 'organization.manage_positions'),
    route('GET', '/divisions', 'listDivisions', 'organization.view', 'organization.edit', 'divisions.view'),
    route(
      'GET',
      '/divisions/available-positions',
      'availablePositions',
      'organization.view',
      'organization.edit',
      'divisions.view',
    ),
    route('POST', '/divisions', 'createDivision', 'divisions.create'),
    route('PUT', '/divisions/:id', 'updateDivision', 'divisions.edit'),
    route('DELETE', '/divisions/:id', 'deleteDivision', 'divisions.delete'),
  ],
};
