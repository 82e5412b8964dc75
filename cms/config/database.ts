import { appConfig } from '../src/config/app-config';

const db = appConfig.database;
const ssl = db.ssl && { rejectUnauthorized: db.sslRejectUnauthorized };

export default {
  connection:
    db.client === 'postgres'
      ? {
          client: 'postgres',
          connection: db.url ? { connectionString: db.url, ssl } : { ...db.parts, ssl },
          pool: db.pool,
          acquireConnectionTimeout: db.connectionTimeoutMs,
        }
      : { client: 'sqlite', connection: { filename: db.filename }, useNullAsDefault: true },
};
