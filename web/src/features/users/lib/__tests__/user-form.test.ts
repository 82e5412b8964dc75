import { describe, expect, it } from 'vitest';
import { fieldProblems } from '@hmti/contract';
import { createUserSchema, updateUserSchema } from '../../api/user-input';
import { emptyUserForm, roleChoices, userFormFromUser } from '../user-form';

const TOO_SHORT = 'Password terlalu pendek (minimal 6 karakter).';
const DIFFER = 'Confirm Password tidak sama dengan Password.';

const valid = {
  ...emptyUserForm('bph'),
  username: ' budi ',
  name: 'Budi',
  email: 'budi@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};
const errorsOf = (schema: typeof createUserSchema, input: unknown) => fieldProblems(schema, input);

describe('create schema', () => {
  it('trims and drops the division for other roles', () => {
    expect(createUserSchema.parse({ ...valid, division: 'senor' })).toEqual({
      username: 'budi',
      name: 'Budi',
      email: 'budi@example.com',
      role: 'bph',
      division: null,
      password: 'secret1',
      confirmPassword: 'secret1',
    });
  });
  it('words each refusal in Indonesian, naming the field as the form does', () => {
    expect(errorsOf(createUserSchema, { ...valid, username: '  ' })).toEqual({ username: 'Username wajib diisi.' });
    expect(errorsOf(createUserSchema, { ...valid, password: '', confirmPassword: '' })).toEqual({
      password: 'Password wajib diisi.',
    });
    expect(errorsOf(createUserSchema, { ...valid, password: '12345', confirmPassword: '12345' })).toEqual({
      password: TOO_SHORT,
    });
    expect(errorsOf(createUserSchema, { ...valid, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: DIFFER,
    });
    expect(errorsOf(createUserSchema, { ...valid, role: '' })).toEqual({ role: 'Role wajib diisi.' });
    expect(errorsOf(createUserSchema, { ...valid, email: 'nope' })).toEqual({
      email: 'Email harus berupa alamat email yang valid.',
    });
  });
  it('asks a division head for a division', () => {
    expect(errorsOf(createUserSchema, { ...valid, role: 'division_head', division: '' })).toEqual({
      division: 'Division wajib dipilih untuk Ketua Divisi.',
    });
    expect(createUserSchema.parse({ ...valid, role: 'division_head', division: 'medinfo' }).division).toBe('medinfo');
  });
  it('allows an empty email (the server derives one)', () => {
    expect(createUserSchema.parse({ ...valid, email: '' }).email).toBe('');
  });
});

describe('update schema', () => {
  it('makes the password optional and leaves it out when empty', () => {
    const payload = updateUserSchema.parse({ ...valid, password: '', confirmPassword: '' });
    expect(payload).not.toHaveProperty('password');
    expect(payload).not.toHaveProperty('confirmPassword');
  });
  it('checks a new password', () => {
    expect(errorsOf(updateUserSchema, { ...valid, password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: TOO_SHORT,
    });
    expect(errorsOf(updateUserSchema, { ...valid, password: 'abcdef', confirmPassword: '' })).toEqual({
      confirmPassword: DIFFER,
    });
  });
});

describe('form helpers', () => {
  it('copies a user without the password', () => {
    expect(
      userFormFromUser({ username: 'u', name: 'N', email: 'e@x.y', role: 'division_head', division: null }),
    ).toEqual({
      username: 'u',
      name: 'N',
      email: 'e@x.y',
      role: 'division_head',
      division: '',
      password: '',
      confirmPassword: '',
    });
  });
  const assignable = [
    { name: 'bph', displayName: 'BPH', level: 5 },
    { name: 'admin', displayName: 'Admin', level: 2 },
  ];
  it('offers the assignable roles by level', () => {
    expect(roleChoices(assignable).options.map((r) => r.name)).toEqual(['admin', 'bph']);
  });
  it('keeps a role the actor cannot assign and locks the select', () => {
    const { options, locked } = roleChoices(assignable, { role: 'owner', roleDisplayName: 'Owner', level: 1 });
    expect(locked).toBe(true);
    expect(options[0]).toEqual({ name: 'owner', displayName: 'Owner', level: 1 });
    expect(roleChoices(assignable, { role: 'bph', roleDisplayName: 'BPH', level: 5 }).locked).toBe(false);
  });
});
