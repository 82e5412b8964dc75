import { publicRead } from '../../../lib/route-config';

const read = (path: string, action: string) => publicRead(path, `api::organization.public-organization.${action}`);

export default {
  routes: [
    read('/organization/periods', 'periods'),
    read('/organization/members', 'members'),
    read('/organization/divisions', 'divisions'),
    read('/organization/positions/:period', 'positions'),
  ],
};
