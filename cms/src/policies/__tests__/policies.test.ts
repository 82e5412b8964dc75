import { describe, expect, it } from 'vitest';
import hasPermission from '../has-permission';
import isAuthenticated from '../is-authenticated';

const signedIn = (permissions: string[]) => ({
  state: {
    auth: {
      userId: 7,
      sessionId: 3,
      userName: 'Tester',
      actor: { id: 7, roleName: 'bph', roleLabel: 'BPH', level: 5, permissions },
    },
  },
});
const anonymous = { state: {} };
const statusOf = (fn: () => unknown) => {
  try {
    fn();
    return 'passed';
  } catch (e) {
    return (e as { status: number }).status;
  }
};

describe('global::is-authenticated', () => {
  it('passes with a session and answers 401 without one', () => {
    expect(statusOf(() => isAuthenticated(signedIn([])))).toBe('passed');
    expect(statusOf(() => isAuthenticated(anonymous))).toBe(401);
  });
});

describe('global::has-permission', () => {
  it('passes when the role holds any one of the listed permissions', () => {
    expect(
      statusOf(() => hasPermission(signedIn(['articles.view']), { anyOf: ['articles.create', 'articles.view'] })),
    ).toBe('passed');
  });
  it('answers 403 when the role holds none of them', () => {
    expect(statusOf(() => hasPermission(signedIn(['articles.view']), { anyOf: ['users.delete'] }))).toBe(403);
  });
  it('answers 401 without a session, before looking at permissions', () => {
    expect(statusOf(() => hasPermission(anonymous, { anyOf: ['articles.view'] }))).toBe(401);
  });
  it('an empty list only requires a session', () => {
    expect(statusOf(() => hasPermission(signedIn([]), { anyOf: [] }))).toBe('passed');
  });
});
