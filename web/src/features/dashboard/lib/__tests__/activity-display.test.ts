import { describe, expect, it } from 'vitest';
import { activityAuthor, activitySubject, activityTypeLabel } from '../activity-display';

describe('activity display', () => {
  it('labels known types and falls back for others', () => {
    expect(activityTypeLabel('article')).toBe('Artikel');
    expect(activityTypeLabel('content')).toBe('Konten');
    expect(activityTypeLabel('something')).toBe('Aktivitas');
  });

  it('uses the entity title, else the description', () => {
    expect(activitySubject({ entityTitle: 'Workshop AI', description: 'x' })).toBe('Workshop AI');
    expect(activitySubject({ entityTitle: null, description: 'Diubah: visionMission' })).toBe('Diubah: visionMission');
    expect(activitySubject({ entityTitle: null, description: null })).toBe('');
  });

  it('names the author with the role when known', () => {
    expect(activityAuthor({ userName: 'Owner', userRole: 'owner' })).toBe('oleh Owner (owner)');
    expect(activityAuthor({ userName: 'Owner', userRole: null })).toBe('oleh Owner');
    expect(activityAuthor({ userName: null, userRole: 'owner' })).toBe('');
  });
});
