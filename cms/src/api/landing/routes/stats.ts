import { publicRead } from '../../../lib/route-config';

export default { routes: [publicRead('/stats', 'api::landing.stats.find')] };
