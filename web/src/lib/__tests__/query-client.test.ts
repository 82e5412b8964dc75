import { MutationObserver, QueryObserver, type MutationMeta } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query-client';

/** A list on the screen whose refetch answers only when `answer` is called, and a mutation naming it in its meta. */
async function listOnScreen(meta: MutationMeta, fails = false) {
  const client = createQueryClient();
  let version = 0;
  const pending: (() => void)[] = [];
  // The first read answers at once; every refetch waits for `answer`.
  const fetchList = () =>
    version === 0 ? version++ : new Promise<number>((resolve) => pending.push(() => resolve(version++)));
  new QueryObserver(client, { queryKey: ['things', 'list'], queryFn: fetchList }).subscribe(() => {});
  await client.refetchQueries();
  const mutation = new MutationObserver(client, {
    mutationFn: () => (fails ? Promise.reject(new Error('conflict')) : Promise.resolve('saved')),
    meta,
  });
  const answer = () => pending.shift()?.();
  return { client, mutation, answer, refetches: () => pending.length };
}

const settle = (promise: Promise<unknown>) =>
  promise.then(
    () => 'done',
    () => 'failed',
  );

describe('a mutation naming the queries it changes in meta.invalidates', () => {
  it('stays pending until they have refetched, so whoever awaits it reads the fresh data', async () => {
    const { client, mutation, answer, refetches } = await listOnScreen({ invalidates: [['things']] });
    let outcome = 'pending';
    const done = settle(mutation.mutate()).then((o) => (outcome = o));
    await vi.waitFor(() => expect(refetches()).toBe(1));
    expect(outcome).toBe('pending');
    answer();
    await done;
    expect(outcome).toBe('done');
    expect(client.getQueryData(['things', 'list'])).toBe(1);
  });

  it('after a failure refetches nothing, unless it asks to (evenOnError)', async () => {
    const plain = await listOnScreen({ invalidates: [['things']] }, true);
    expect(await settle(plain.mutation.mutate())).toBe('failed');
    expect(plain.refetches()).toBe(0);
    expect(plain.client.getQueryState(['things', 'list'])?.isInvalidated).toBe(false);

    const always = await listOnScreen({ invalidates: [['things']], evenOnError: true }, true);
    const done = settle(always.mutation.mutate());
    await vi.waitFor(() => expect(always.refetches()).toBe(1));
    always.answer();
    expect(await done).toBe('failed');
    expect(always.client.getQueryData(['things', 'list'])).toBe(1);
  });
});

describe('a list still loading when a mutation that changes it succeeds', () => {
  it('is read again after the write: the read that started before it does not answer for it', async () => {
    const client = createQueryClient();
    const rows: string[] = [];
    const reads: Array<() => void> = [];
    // Every read takes the rows as they are when it starts and answers only when told.
    const fetchList = () => {
      const seen = [...rows];
      return new Promise<string[]>((resolve) => reads.push(() => resolve(seen)));
    };
    new QueryObserver(client, { queryKey: ['things', 'list'], queryFn: fetchList }).subscribe(() => {});
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    const mutation = new MutationObserver(client, {
      mutationFn: () => Promise.resolve(rows.push('new')),
      meta: { invalidates: [['things']] },
    });
    const done = mutation.mutate();
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    reads.forEach((answer) => answer());
    await done;
    expect(client.getQueryData(['things', 'list'])).toEqual(['new']);
  });
});
