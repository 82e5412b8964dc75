/**
 * The site's time zone, WIB: the dates and times the site shows are read in it, on the server and in every browser
 * alike, so a page reads the same wherever its reader is (and a server-rendered page matches what the browser renders).
 * The cms reads editors' wall times and counts analytics days in it unless SITE_TIME_ZONE names another zone.
 */
export const SITE_TIME_ZONE = 'Asia/Jakarta';
/** How the site names that zone after a time. */
export const SITE_TIME_ZONE_LABEL = 'WIB';
