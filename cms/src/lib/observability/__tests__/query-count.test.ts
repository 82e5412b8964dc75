import { EventEmitter } from 'node:events';
import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { countQueries, sharedCacheLoad } from '../query-count';

const connection = new EventEmitter();
const strapi = { db: { connection } } as unknown as Core.Strapi;
const runStatement = async () => {
  await Promise.resolve();
  connection.emit('query');
};

describe('the per-request SQL statement count', () => {
  it("counts the request's own statements, also across awaits, and no other request's", async () => {
    const [a, b] = await Promise.all([
      countQueries(strapi, async () => {
        await runStatement();
        await runStatement();
      }),
      countQueries(strapi, runStatement),
    ]);
    expect([a, b]).toEqual([2, 1]);
  });

  it('leaves out the refill of a cache every request shares, whichever request started it', async () => {
    const count = await countQueries(strapi, async () => {
      await runStatement();
      await sharedCacheLoad(async () => {
        await runStatement();
        await runStatement();
      });
      await runStatement();
    });
    expect(count).toBe(2);
  });
});
