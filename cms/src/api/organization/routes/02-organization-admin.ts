import { needs, routesTo } from '../../../lib/route-config';

const route = routesTo('api::organization.organization-admin');
const DIVISION_READERS = needs('organization.view', 'organization.edit', 'divisions.view');

export default {
  routes: [
    route('POST', '/organization/members', 'createMember', needs('organization.manage_members')),
    route('PUT', '/organization/members/:id', 'updateMember', needs('organization.manage_members')),
    route('DELETE', '/organization/members/:id', 'deleteMember', needs('organization.manage_members')),
    route('POST', '/organization/periods', 'createPeriod', needs('organization.manage_periods')),
    route('DELETE', '/organization/periods/:period', 'deletePeriod', needs('organization.manage_periods')),
    route('POST', '/organization/positions/copy', 'copyPositions', needs('organization.manage_positions')),
    route('POST', '/organization/positions', 'savePositions', needs('organization.manage_positions')),
    route('GET', '/divisions', 'listDivisions', DIVISION_READERS),
    route('GET', '/divisions/available-positions', 'availablePositions', DIVISION_READERS),
    route('POST', '/divisions', 'createDivision', needs('divisions.create')),
    route('PUT', '/divisions/:id', 'updateDivision', needs('divisions.edit')),
    route('DELETE', '/divisions/:id', 'deleteDivision', needs('divisions.delete')),
  ],
};
