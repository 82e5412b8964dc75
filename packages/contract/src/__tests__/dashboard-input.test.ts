import { describe, expect, it } from 'vitest';
import { activityInputSchema, checkInput, notificationsSeenSchema } from '../index.js';

describe('dashboard inputs', () => {
  it('an activity: known type and action, a title, texts trimmed and cut to their limits', () => {
    expect(
      checkInput(activityInputSchema, {
        type: 'article',
        action: 'update',
        title: ` ${'t'.repeat(400)} `,
        description: ' ',
        entityId: 7,
      }),
    ).toEqual({ ok: true, data: { type: 'article', action: 'update', title: 't'.repeat(300), entityId: '7' } });
    expect(checkInput(activityInputSchema, { type: 'hack', action: 'update', title: 'x' })).toMatchObject({
      message: 'type must be one of: article, library, organization, content, settings, user',
    });
    expect(checkInput(activityInputSchema, { type: 'article', action: 'drop', title: 'x' })).toMatchObject({
      message: 'action must be one of: create, update, delete, publish, unpublish',
    });
    expect(checkInput(activityInputSchema, { type: 'article', action: 'update' })).toMatchObject({
      message: 'title is required',
    });
  });

  it('the seen mark is a whole number from 0', () => {
    expect(notificationsSeenSchema.safeParse({ lastSeenId: 0 }).success).toBe(true);
    for (const lastSeenId of [-1, 1.5, 'x', undefined])
      expect(checkInput(notificationsSeenSchema, { lastSeenId })).toMatchObject({
        message: 'lastSeenId must be a non-negative integer',
      });
  });
});
