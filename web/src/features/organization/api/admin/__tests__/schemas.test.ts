import { describe, expect, it } from 'vitest';
import { divisionUpdateSchema, newDivisionSchema, periodSchema } from '@hmti/contract';
import { assertMemberId, toMemberFormData } from '../member-input';

describe('periodSchema', () => {
  it('accepts YYYY-YYYY with end = start + 1 only', () => {
    expect(periodSchema.parse(' 2026-2027 ')).toBe('2026-2027');
    expect(periodSchema.safeParse('2026-2028').success).toBe(false);
    expect(periodSchema.safeParse('2026').success).toBe(false);
  });
});

describe('member form data', () => {
  it('sends the trimmed fields and the image file, if any', () => {
    const image = new File([new Uint8Array([1, 2, 3])], 'foto.png', { type: 'image/png' });
    const form = toMemberFormData({
      name: ' Ahmad ',
      position: 'Ketua Himpunan ',
      period: '2025-2026',
      image,
      gdriveUrl: 'https://drive.google.com/file/d/abcdefghijk/view',
    });
    expect(form.get('name')).toBe('Ahmad');
    expect(form.get('position')).toBe('Ketua Himpunan');
    expect(form.get('period')).toBe('2025-2026');
    expect((form.get('image') as File).name).toBe('foto.png');
    expect(form.get('gdriveUrl')).toBeNull();
  });
  it('sends a Drive link when there is no file, nothing when neither', () => {
    const link = 'https://drive.google.com/file/d/abcdefghijk/view';
    expect(toMemberFormData({ name: 'A', position: 'B', period: '2025-2026', gdriveUrl: link }).get('gdriveUrl')).toBe(
      link,
    );
    const bare = toMemberFormData({ name: 'A', position: 'B', period: '2025-2026', gdriveUrl: '' });
    expect(bare.get('gdriveUrl')).toBeNull();
    expect(bare.get('image')).toBeNull();
  });
  it('refuses non-images, empty fields and bad ids', () => {
    const pdf = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    expect(() => toMemberFormData({ name: 'A', position: 'B', period: '2025-2026', image: pdf })).toThrow();
    expect(() => toMemberFormData({ name: ' ', position: 'B', period: '2025-2026' })).toThrow();
    expect(() => assertMemberId(0)).toThrow('Invalid member ID');
  });
});

describe('division bodies', () => {
  it('derives the key and starts with the default colour and no positions', () => {
    expect(newDivisionSchema.parse({ displayName: '  Riset & Teknologi ' })).toEqual({
      name: 'riset_teknologi',
      displayName: 'Riset & Teknologi',
      description: '',
      positions: [],
      color: '#3B82F6',
    });
    expect(newDivisionSchema.safeParse({ displayName: '***' }).success).toBe(false);
  });
  it('keeps each position once and needs a #RRGGBB colour', () => {
    const body = {
      displayName: 'Senor',
      description: '',
      positions: ['Ketua', 'ketua', 'Anggota'],
      color: '#F59E0B',
      logo: '',
    };
    expect(divisionUpdateSchema.parse(body).positions).toEqual(['Ketua', 'Anggota']);
    expect(divisionUpdateSchema.safeParse({ ...body, color: 'orange' }).success).toBe(false);
  });
});
