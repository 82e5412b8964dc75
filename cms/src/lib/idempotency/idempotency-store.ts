import type { Core } from '@strapi/strapi';

type Knex = Core.Strapi['db']['connection'];

/**
 * Remembered answers of signed-in create requests sent with an Idempotency-Key, in the database so every instance
 * and a restarted one see them. Its own table (not a content type): Strapi's schema sync leaves tables it never
 * created alone, and nothing here belongs in the admin panel.
 */
const TABLE = 'app_idempotency_keys';

interface StoredAnswer {
  status: number;
  /** null: the answer was too large to keep. */
  body: string | null;
}

type Claim =
  { kind: 'claimed' } | { kind: 'in-progress' } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'mismatch' };

interface Row {
  fingerprint: string;
  status: number | null;
  body: string | null;
  lease_until: number | string;
}

export async function ensureIdempotencyTable(knex: Knex) {
  try {
    if (!(await knex.schema.hasTable(TABLE)))
      await knex.schema.createTable(TABLE, (t) => {
        t.string('scope', 120).notNullable();
        t.string('idem_key', 200).notNullable();
        t.string('fingerprint', 64).notNullable();
        t.integer('status');
        t.text('body');
        t.bigInteger('created_at').notNullable().index();
        t.bigInteger('lease_until').notNullable().defaultTo(0);
        t.primary(['scope', 'idem_key']);
      });
    // Tables of earlier releases: no lease (their unfinished keys are free at once).
    else if (!(await knex.schema.hasColumn(TABLE, 'lease_until')))
      await knex.schema.alterTable(TABLE, (t) => t.bigInteger('lease_until').notNullable().defaultTo(0));
  } catch (err) {
    // Another instance created or altered it at the same moment.
    if (!(await knex.schema.hasColumn(TABLE, 'lease_until'))) throw err;
  }
  // Earlier releases also kept signed-out answers under the client's address.
  await knex(TABLE).where('scope', 'like', 'ip:%').delete();
}

export class IdempotencyStore {
  private lastPrune = 0;
  private readonly keyed = (scope: string, key: string) => this.knex()(TABLE).where({ scope, idem_key: key });

  constructor(
    private readonly knex: () => Knex,
    private readonly ttlMs: number,
    private readonly leaseMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Takes the key for this request, atomically (the primary key refuses a second claim), with a lease the request
   * renews while it runs. A key already taken answers with what it holds: the first answer to replay, 'in-progress'
   * while the first request runs, or 'mismatch' when the key came with a different request. An unanswered key whose
   * lease ran out (its process died) is taken over; expired keys are forgotten first.
   */
  async claim(scope: string, key: string, fingerprint: string): Promise<Claim> {
    const now = this.now();
    await this.prune(now);
    const expired = now - this.ttlMs;
    await this.keyed(scope, key).andWhere('created_at', '<', expired).delete();
    try {
      await this.knex()(TABLE).insert({
        scope,
        idem_key: key,
        fingerprint,
        created_at: now,
        lease_until: now + this.leaseMs,
      });
      return { kind: 'claimed' };
    } catch (err) {
      const row = (await this.keyed(scope, key).first()) as Row | undefined;
      if (!row) throw err;
      if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
      if (row.status !== null) return { kind: 'replay', answer: { status: Number(row.status), body: row.body } };
      if (Number(row.lease_until) >= now) return { kind: 'in-progress' };
      // Only one of several retries takes over the same lapsed lease.
      const taken = await this.keyed(scope, key)
        .whereNull('status')
        .andWhere('lease_until', row.lease_until)
        .update({ lease_until: now + this.leaseMs });
      return taken === 1 ? { kind: 'claimed' } : { kind: 'in-progress' };
    }
  }

  /** The request still runs: its key stays taken for another lease. */
  async renew(scope: string, key: string) {
    await this.keyed(scope, key)
      .whereNull('status')
      .update({ lease_until: this.now() + this.leaseMs });
  }

  async complete(scope: string, key: string, answer: StoredAnswer) {
    await this.keyed(scope, key).update({ status: answer.status, body: answer.body });
  }

  /** The request failed without an answer worth repeating: a retry with the same key runs again. */
  async release(scope: string, key: string) {
    await this.keyed(scope, key).delete();
  }

  private async prune(now: number) {
    if (now - this.lastPrune < 10 * 60_000) return;
    this.lastPrune = now;
    await this.knex()(TABLE)
      .where('created_at', '<', now - this.ttlMs)
      .delete();
  }
}
