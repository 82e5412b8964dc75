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
      message: 'Jenis aktivitas harus salah satu dari: article, library, organization, content, settings, user.',
    });
    expect(checkInput(activityInputSchema, { type: 'article', action: 'drop', title: 'x' })).toMatchObject({
      message: 'Aksi aktivitas harus salah satu dari: create, update, delete, publish, unpublish, submit, withdraw.',
    });
    expect(checkInput(activityInputSchema, { type: 'article', action: 'update' })).toMatchObject({
      message: 'Judul aktivitas wajib diisi.',
    });
  });

  it('the seen mark is a whole number from 0', () => {
    expect(notificationsSeenSchema.safeParse({ lastSeenId: 0 }).success).toBe(true);
    const message = (lastSeenId: unknown) => checkInput(notificationsSeenSchema, { lastSeenId });
    expect(message(-1)).toMatchObject({ message: 'Notifikasi terakhir dilihat minimal 0.' });
    expect(message(1.5)).toMatchObject({ message: 'Notifikasi terakhir dilihat harus berupa bilangan bulat.' });
    expect(message('x')).toMatchObject({ message: 'Notifikasi terakhir dilihat harus berupa angka.' });
    expect(message(undefined)).toMatchObject({ message: 'Notifikasi terakhir dilihat wajib diisi.' });
  });
});
