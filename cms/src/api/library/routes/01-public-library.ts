import { publicRead } from '../../../lib/route-config';

export default { type: 'content-api', routes: [publicRead('/library', 'api::library.public-library.list')] };
