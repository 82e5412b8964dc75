import { publicRead } from '../../../lib/route-config';

export default { routes: [publicRead('/library', 'api::library.public-library.list')] };
