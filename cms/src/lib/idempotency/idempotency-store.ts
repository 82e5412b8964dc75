import type { Core } from '@strapi/strapi';

type Knex = Core.Strapi['db']['connection'];

/**
 * Remembered answers of create requests sent with an Idempotency-Key, in the database so every instance and a
 * restarted one see them. Its own table (not a content type): Strapi's schema sync leaves tables it never created
 * alone, and nothing here belongs in the admin panel.
 */
const TABLE = 'app_idempotency_keys';

export interface StoredAnswer {
  status: number;
  body: string;
}

export type Claim =
  { kind: 'claimed' } | { kind: 'in-progress' } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'mismatch' };

interface Row {
  scope: string;
  idem_key: string;
  fingerprint: string;
  status: number | null;
  body: string | null;
  created_at: number | string;
}

export async function ensureIdempotencyTable(knex: Knex) {
  if (await knex.schema.hasTable(TABLE)) return;
  try {
    await knex.schema.createTable(TABLE, (t) => {
      t.string('scope', 120).notNullable();
      t.string('idem_key', 200).notNullable();
      t.string('fingerprint', 64).notNullable();
      t.integer('status');
      t.text('body');
      t.bigInteger('created_at').notNullable().index();
      t.primary(['scope', 'idem_key']);
    });
  } catch (err) {
    // Another instance created it at the same moment.
    if (!(await knex.schema.hasTable(TABLE))) throw err;
  }
}

export class IdempotencyStore {
  private lastPrune = 0;

  constructor(
    private readonly knex: () => Knex,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Takes the key for this request, atomically (the primary key refuses a second claim). A key already taken
   * answers with what it holds: the first answer to replay, 'in-progress' while the first request runs, or
   * 'mismatch' when the key came with a different request. Expired keys are forgotten first.
   */
  async claim(scope: string, key: string, fingerprint: string): Promise<Claim> {
    const now = this.now();
    await this.prune(now);
    const expired = now - this.ttlMs;
    await this.knex()(TABLE).where({ scope, idem_key: key }).andWhere('created_at', '<', expired).delete();
    try {
      await this.knex()(TABLE).insert({ scope, idem_key: key, fingerprint, created_at: now });
      return { kind: 'claimed' };
    } catch (err) {
      const row = (await this.knex()(TABLE).where({ scope, idem_key: key }).first()) as Row | undefined;
      if (!row) throw err;
      if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
      if (row.status === null || row.body === null) return { kind: 'in-progress' };
      return { kind: 'replay', answer: { status: Number(row.status), body: row.body } };
    }
  }

  async complete(scope: string, key: string, answer: StoredAnswer) {
    await this.knex()(TABLE).where({ scope, idem_key: key }).update({ status: answer.status, body: answer.body });
  }

  /** The request failed without an answer worth repeating: a retry with the same key runs again. */
  async release(scope: string, key: string) {
    await this.knex()(TABLE).where({ scope, idem_key: key }).delete();
  }

  private async prune(now: number) {
    if (now - this.lastPrune < 10 * 60_000) return;
    this.lastPrune = now;
    await this.knex()(TABLE)
      .where('created_at', '<', now - this.ttlMs)
      .delete();
  }
}
