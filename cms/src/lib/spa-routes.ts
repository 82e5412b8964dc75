/** The React app's page paths (web/src/config/paths.ts); anything else is answered with status 404. */
const PATTERNS: RegExp[] = [
  /^\/$/,
  /^\/artikel\/?$/,
  /^\/artikel\/\d+(\/[^/]+)?\/?$/,
  /^\/artikel\/slug\/[^/]+\/?$/,
  /^\/library\/?$/,
  /^\/login\/?$/,
  /^\/error\/?$/,
  /^\/dashboard(\/(articles|library|organization|users|roles|settings|content))?\/?$/,
];

export const isSpaRoute = (pathname: string): boolean => PATTERNS.some((re) => re.test(pathname));
