import type { Core } from '@strapi/strapi';
import path from 'path';

const appRoot = path.resolve(__dirname, '..', '..');

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  if (client === 'postgres') {
    const url = env('DATABASE_URL', '');
    return {
      connection: {
        client: 'postgres',
        connection: url
          ? {
              connectionString: url,
              ssl: env.bool('DATABASE_SSL', false) && {
                rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
              },
            }
          : {
              host: env('DATABASE_HOST', '127.0.0.1'),
              port: env.int('DATABASE_PORT', 5432),
              database: env('DATABASE_NAME', 'strapi'),
              user: env('DATABASE_USERNAME', 'strapi'),
              password: env('DATABASE_PASSWORD', ''),
              schema: env('DATABASE_SCHEMA', 'public'),
              ssl: env.bool('DATABASE_SSL', false) && {
                rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
              },
            },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    };
  }
  // path.resolve (not join) so an absolute DATABASE_FILENAME, as the tests use, stays absolute.
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: path.resolve(appRoot, env('DATABASE_FILENAME', '.tmp/data.db')) },
      useNullAsDefault: true,
    },
  };
};
