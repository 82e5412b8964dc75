import { BELOW_MD, useMediaQuery } from '@/hooks/use-media-query';

/** Member cards a page, in the public grid and the admin one alike: 8, or 4 under 768 px. */
export const useGridPageSize = () => (useMediaQuery(BELOW_MD) ? 4 : 8);
