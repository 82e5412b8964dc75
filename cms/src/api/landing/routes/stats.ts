import { publicRead } from '../../../lib/route-config';

export default { type: 'content-api', routes: [publicRead('/stats', 'api::landing.stats.find')] };
