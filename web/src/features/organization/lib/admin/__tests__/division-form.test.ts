import { describe, expect, it } from 'vitest';
import { DIVISION_EXISTS, divisionNameOf, isHexColor } from '@hmti/contract';
import { addPositionOnce, newDivisionError, pickablePositions } from '../division-form';

describe('divisionNameOf', () => {
  it('derives lowercase_underscored keys', () => {
    expect(divisionNameOf('Public Relation')).toBe('public_relation');
    expect(divisionNameOf('  Riset & Teknologi  ')).toBe('riset_teknologi');
    expect(divisionNameOf('Médià Kreatif!')).toBe('media_kreatif');
    expect(divisionNameOf('***')).toBe('');
  });
});

describe('newDivisionError', () => {
  it('needs a name with letters or digits that is not taken', () => {
    expect(newDivisionError('   ')).toBe('New division name wajib diisi.');
    expect(newDivisionError('!!!')).toBe('New division name harus memuat huruf atau angka.');
    expect(newDivisionError('Public relation', ['public_relation'])).toBe(DIVISION_EXISTS);
    expect(newDivisionError('Riset', ['public_relation'])).toBeNull();
  });
});

describe('positions of a division', () => {
  it('adds a position only once', () => {
    expect(addPositionOnce(['Ketua Divisi X'], 'Anggota Divisi X')).toEqual(['Ketua Divisi X', 'Anggota Divisi X']);
    expect(addPositionOnce(['Ketua Divisi X'], ' ketua divisi x ')).toEqual(['Ketua Divisi X']);
    expect(addPositionOnce(['Ketua Divisi X'], '  ')).toEqual(['Ketua Divisi X']);
  });
  it('offers the unclaimed and own positions not yet picked, sorted, without repeats', () => {
    expect(pickablePositions(['Wakil', 'Ketua'], ['Anggota', 'Ketua'], ['Anggota'])).toEqual(['Ketua', 'Wakil']);
  });
});

describe('isHexColor', () => {
  it('accepts #RRGGBB only', () => {
    expect(isHexColor('#3B82F6')).toBe(true);
    expect(isHexColor('#3b82f6')).toBe(true);
    expect(isHexColor('#3B82F')).toBe(false);
    expect(isHexColor('blue')).toBe(false);
  });
});
