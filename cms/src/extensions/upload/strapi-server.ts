/**
 * Files are uploaded through our own permission-checked routes (/api/upload…); the upload plugin's
 * public content-API routes are removed. Editors keep the media library in /admin.
 */
/** The part of the plugin object this extension touches. */
interface UploadPlugin {
  routes: { 'content-api': { routes: unknown[] } };
}

export default <P extends UploadPlugin>(plugin: P): P => {
  plugin.routes['content-api'].routes = [];
  return plugin;
};
