import { describe, expect, it } from 'vitest';
import { serverWrittenOnly } from '../refuse';

// /admin offers no write on these tables at all (admin-accounts.api.test.ts); this is the rule every other door
// (a script, `strapi console`, an admin-token request) meets.
describe('serverWrittenOnly: rows only their writer creates', () => {
  const MESSAGE = 'Hanya server.';
  const rule = (own: boolean, ownDeletes?: boolean) => serverWrittenOnly(() => own, MESSAGE, { ownDeletes });

  it('creates inside the writer only; never an update', () => {
    expect(() => rule(true).beforeCreate()).not.toThrow();
    expect(() => rule(false).beforeCreate()).toThrow(MESSAGE);
    expect(() => rule(false).beforeCreateMany()).toThrow(MESSAGE);
    expect(() => rule(true).beforeUpdate()).toThrow(MESSAGE);
    expect(() => rule(true).beforeUpdateMany()).toThrow(MESSAGE);
  });

  it('deletes never, or inside the writer when it prunes its own rows', () => {
    expect(() => rule(true).beforeDelete()).toThrow(MESSAGE);
    expect(() => rule(true, true).beforeDeleteMany()).not.toThrow();
    expect(() => rule(false, true).beforeDelete()).toThrow(MESSAGE);
  });
});
