import { describe, expect, it } from 'vitest';
import { isImageFile } from '@/lib/accepted-images';
import { DRIVE_LINK_INVALID, IMAGE_ONLY, memberFormError, type MemberFormValues } from '../member-form';

const base: MemberFormValues = {
  name: 'Ahmad',
  position: 'Ketua Himpunan',
  period: '2025-2026',
  photoSource: 'upload',
  file: null,
  driveUrl: '',
  driveValid: false,
};

describe('memberFormError', () => {
  it('passes a complete form without a photo', () => {
    expect(memberFormError(base)).toBeNull();
  });
  it('names the first missing field as the form labels it', () => {
    expect(memberFormError({ ...base, name: ' ' })).toEqual({ message: 'Name wajib diisi.', field: 'name' });
    expect(memberFormError({ ...base, position: '' })).toEqual({ message: 'Position wajib diisi.', field: 'position' });
    expect(memberFormError({ ...base, period: '' })).toEqual({ message: 'Period wajib diisi.', field: 'period' });
  });
  it('accepts image files only', () => {
    expect(memberFormError({ ...base, file: { type: 'image/png' } })).toBeNull();
    expect(memberFormError({ ...base, file: { type: 'application/pdf' } })).toEqual({
      message: IMAGE_ONLY,
      field: 'photo',
    });
    expect(isImageFile({ type: 'image/webp' })).toBe(true);
    expect(isImageFile({ type: '' })).toBe(false);
    expect(isImageFile({ type: 'image/svg+xml' })).toBe(false);
    expect(isImageFile(null)).toBe(false);
  });
  it('blocks an unchecked Drive link, not an empty one', () => {
    expect(
      memberFormError({ ...base, photoSource: 'drive', driveUrl: 'https://drive.google.com/file/d/x/view' }),
    ).toEqual({ message: DRIVE_LINK_INVALID, field: 'photo' });
    expect(DRIVE_LINK_INVALID).toBe(
      'Google Drive link harus link Google Drive yang valid dan dapat diakses, atau dikosongkan.',
    );
    expect(
      memberFormError({
        ...base,
        photoSource: 'drive',
        driveUrl: 'https://drive.google.com/file/d/x/view',
        driveValid: true,
      }),
    ).toBeNull();
    expect(memberFormError({ ...base, photoSource: 'drive', driveUrl: '' })).toBeNull();
  });
});
