import { isPageRoute } from '@hmti/contract';

/** The React app's pages (the shared route table); anything else is answered with status 404. */
export const isSpaRoute = (pathname: string): boolean => isPageRoute(pathname);
