/**
 * The email plugin sends the site's own mail (password resets, notices) from the server. Its two routes that send a
 * message the client writes are removed: the admin panel's POST /email (any signed-in admin, an Author included: any
 * sender, any recipient, any text, from the association's address) and POST /api/email (a relay once a role or an API
 * token is given it). Settings → Email keeps its test mail (a route of its own, behind the settings permission).
 */
interface EmailPlugin {
  routes: { admin: { routes: Array<{ handler?: string }> }; 'content-api': { routes: unknown[] } };
}

export default <P extends EmailPlugin>(plugin: P): P => {
  plugin.routes.admin.routes = plugin.routes.admin.routes.filter((route) => route.handler !== 'email.send');
  plugin.routes['content-api'].routes = [];
  return plugin;
};
