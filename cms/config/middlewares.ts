import { appConfig } from '../src/config/app-config';
import { builtPageScriptHashes } from '../src/lib/inline-scripts';
import { driveOrigins, pictureOrigins, uploadOrigins } from '../src/lib/shown-origins';
import { rejectClientBody } from '../src/middlewares/client-body-errors';

export default [
  // One structured line per request (id, client, user, route, status, duration), around everything else.
  'global::request-log',
  // Readiness and liveness probes (/_ready, /_health): ahead of the limits so frequent probes are never refused.
  'global::readiness',
  // Prometheus scrape endpoint (off unless METRICS_ENABLED; bearer token).
  'global::metrics-endpoint',
  // Scale: diagnostics (off unless QUERY_COUNT_HEADER) and the front cache, ahead of everything else.
  'global::query-counter',
  'global::front-cache',
  // Failures while the database is down: 503 outage page / JSON (the front cache answers a kept page instead).
  'global::database-outage',
  'global::api-errors',
  'strapi::errors',
  'global::client-body-errors',
  'strapi::compression',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          // Plus the hash of index.html's first-visit boot script: that one inline script, never 'unsafe-inline'. Not in
          // develop mode: the pages come from Vite then, and /admin's dev server needs the 'unsafe-inline' Strapi adds
          // there, which any hash would void (a blank /admin).
          'script-src': ["'self'", ...(appConfig.isDevelopment ? [] : builtPageScriptHashes(appConfig.webDistDir))],
          // The browser talks to this server only (the chat provider is called by the server, never the browser).
          // A string, not a list: Strapi fills a shorter list up from its defaults (which add `https:`).
          'connect-src': "'self'",
          // Styles: own files plus inline style attributes (React's style prop); no other host.
          'style-src': ["'self'", "'unsafe-inline'"],
          'font-src': ["'self'", 'data:'],
          // Pictures: own uploads (or the upload bucket's address) and the Google Drive hosts, nothing else.
          'img-src': ["'self'", 'data:', 'blob:', ...pictureOrigins],
          'media-src': ["'self'", 'data:', 'blob:', ...uploadOrigins, ...driveOrigins, 'https://drive.google.com'],
          'frame-src': [
            "'self'",
            ...driveOrigins,
            'https://drive.google.com',
            'https://www.youtube-nocookie.com',
            'https://www.youtube.com',
          ],
          'frame-ancestors': ["'self'"],
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    },
  },
  { name: 'strapi::cors', config: { origin: appConfig.corsOrigins, credentials: true } },
  'strapi::query',
  // Blocks, limits and the CSRF check before the body is read: a refused client's upload is never received.
  'global::protections',
  {
    name: 'strapi::body',
    config: {
      jsonLimit: appConfig.jsonBodyLimit,
      formLimit: '256kb',
      textLimit: '256kb',
      // A form's text fields together hold no more than a JSON body (formidable's own default is 20 MB).
      formidable: { maxFileSize: appConfig.uploadMaxBytes, maxFieldsSize: appConfig.jsonBodyLimit },
      // Whatever goes wrong while reading or parsing a body is the client's: global::client-body-errors answers 400.
      onError: rejectClientBody,
    },
  },
  // The injection protections, which inspect the parsed body.
  'global::body-protections',
  { name: 'strapi::session', config: { sameSite: 'lax' } },
  'global::session',
  // Creates sent again with the same Idempotency-Key get the first answer instead of a second row.
  'global::idempotency',
  'global::private-answers',
  'global::feeds',
  'global::page-views',
  'global::spa',
  // /uploads: nosniff; anything but a picture or video as a sandboxed download.
  'global::upload-headers',
  'strapi::favicon',
  'strapi::public',
];
