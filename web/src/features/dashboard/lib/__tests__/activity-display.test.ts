import { describe, expect, it } from 'vitest';
import { activityAuthor, activityHref, activitySubject, activityType } from '../activity-display';

describe('activity display', () => {
  it('labels known types and falls back for others', () => {
    expect(activityType('article').label).toBe('Artikel');
    expect(activityType('content').label).toBe('Konten');
    expect(activityType('something').label).toBe('Aktivitas');
  });

  it('uses the entity title, else the description', () => {
    expect(activitySubject({ entityTitle: 'Workshop AI', description: 'x' })).toBe('Workshop AI');
    expect(activitySubject({ entityTitle: null, description: 'Diubah: visionMission' })).toBe('Diubah: visionMission');
    expect(activitySubject({ entityTitle: null, description: null })).toBe('');
  });

  it('names the author with the role when known', () => {
    expect(activityAuthor({ userName: 'Rina', userRole: 'Ketua Divisi' })).toBe('oleh Rina (Ketua Divisi)');
    expect(activityAuthor({ userName: 'Owner', userRole: null })).toBe('oleh Owner');
    expect(activityAuthor({ userName: null, userRole: 'owner' })).toBe('');
  });

  it("leads from a request to publish an article to that article's editor, and from nothing else", () => {
    expect(activityHref({ type: 'article', action: 'submit', entityId: '12' })).toBe('/dashboard/articles?draft=12');
    expect(activityHref({ type: 'article', action: 'publish', entityId: '12' })).toBeNull();
    expect(activityHref({ type: 'article', action: 'submit', entityId: null })).toBeNull();
    expect(activityHref({ type: 'library', action: 'submit', entityId: '12' })).toBeNull();
  });
});
