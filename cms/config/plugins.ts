import { appConfig } from '../src/config/app-config';

const { provider, s3 } = appConfig.uploadStorage;
const { smtp, from, replyTo } = appConfig.mail;

/**
 * Strapi's official S3 provider when uploads go to a bucket (UPLOAD_PROVIDER=s3): objects are stored under their
 * generated name at the bucket's root and linked as S3_PUBLIC_URL/<name>. Checksums are sent only where S3
 * requires them, as S3-compatible stores (MinIO, R2, Garage, …) expect.
 */
const providerSettings =
  provider === 's3'
    ? {
        provider: 'aws-s3',
        providerOptions: {
          baseUrl: s3.publicUrl,
          s3Options: {
            ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
            region: s3.region,
            forcePathStyle: s3.forcePathStyle,
            credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
            params: { Bucket: s3.bucket, ACL: s3.acl },
          },
        },
      }
    : { provider: 'local' };

/**
 * Mail through SMTP (Strapi's nodemailer provider) when SMTP_HOST is set. Without it Strapi's default (sendmail,
 * which this image does not have) stays configured but is never reached: the admin's "Forgot password" is refused
 * with a message first (lib/admin-panel-roles.ts).
 */
const emailSettings = smtp
  ? {
      email: {
        config: {
          provider: 'nodemailer',
          providerOptions: {
            host: smtp.host,
            port: smtp.port,
            secure: smtp.secure,
            ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password } } : {}),
          },
          settings: { defaultFrom: from, defaultReplyTo: replyTo || from },
        },
      },
    }
  : {};

export default () => ({
  ...emailSettings,
  // Local plugin: the admin's article fields, CKEditor 5 for HTML (self-hosted, no CDN) and tags as chips; see
  // src/plugins/rich-editor.
  'rich-editor': { enabled: true, resolve: './src/plugins/rich-editor' },
  'users-permissions': {
    config: {
      // Accounts live in the users-permissions user collection, but the plugin's own JWT
      // login and registration routes are removed (src/extensions/users-permissions).
      jwtSecret: process.env.JWT_SECRET,
      register: { allowedFields: [] },
    },
  },
  upload: {
    config: {
      ...providerSettings,
      sizeLimit: appConfig.uploadMaxBytes,
      breakpoints: { large: 1000, medium: 750, small: 500 },
      // Types are decided by our upload policy (src/lib/upload-policy.ts) inside the upload service, for every
      // door with one message; the plugin's own first-bytes check (which keeps the client's extension) lets all
      // through to it. An empty list, not none: without one the plugin warns at every upload.
      security: { deniedTypes: [] },
    },
  },
});
