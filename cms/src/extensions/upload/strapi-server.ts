/**
 * Files are uploaded through our own permission-checked routes (/api/upload…); the upload plugin's
 * public content-API routes are removed. Editors keep the media library in /admin.
 */
export default (plugin: any) => {
  plugin.routes['content-api'].routes = [];
  return plugin;
};
