import { BELOW_MD, useMediaQuery } from '@/hooks/use-media-query';
import { paginate } from '../lib/paginate';

/** One page of member cards, in the public grid and the admin one alike: 8 a page, or 4 under 768 px. */
export const useGridPage = <T>(items: readonly T[], page: number) =>
  paginate(items, page, useMediaQuery(BELOW_MD) ? 4 : 8);
