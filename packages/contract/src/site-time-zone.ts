/**
 * The site's time zone: every date and time the site shows (public pages and the dashboard alike) is a wall time
 * in it, whatever zone a reader's device is set to. The cms can be given another (SITE_TIME_ZONE); it writes the
 * zone it uses into every page it sends, on `<html>` as this attribute, for the app's date formatter.
 */
export const DEFAULT_SITE_TIME_ZONE = 'Asia/Jakarta';
export const SITE_TIME_ZONE_ATTRIBUTE = 'data-time-zone';
