import { describe, expect, it } from 'vitest';
import {
  createUserSchema,
  DIVISION_REQUIRED,
  EMAIL_INVALID,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
  ROLE_REQUIRED,
  updateUserSchema,
  USERNAME_REQUIRED,
} from '../../api/user-input';
import { emptyUserForm, fieldErrors, roleChoices, userFormFromUser } from '../user-form';

const valid = {
  ...emptyUserForm('bph'),
  username: ' budi ',
  name: 'Budi',
  email: 'budi@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};
const errorsOf = (schema: typeof createUserSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

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
  it('uses the fixed validation messages', () => {
    expect(errorsOf(createUserSchema, { ...valid, username: '  ' })).toEqual({ username: USERNAME_REQUIRED });
    expect(errorsOf(createUserSchema, { ...valid, password: '', confirmPassword: '' })).toEqual({
      password: PASSWORD_TOO_SHORT,
    });
    expect(errorsOf(createUserSchema, { ...valid, password: '12345', confirmPassword: '12345' })).toEqual({
      password: PASSWORD_TOO_SHORT,
    });
    expect(errorsOf(createUserSchema, { ...valid, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: PASSWORDS_DIFFER,
    });
    expect(errorsOf(createUserSchema, { ...valid, role: '' })).toEqual({ role: ROLE_REQUIRED });
    expect(errorsOf(createUserSchema, { ...valid, email: 'nope' })).toEqual({ email: EMAIL_INVALID });
  });
  it('asks a division head for a division', () => {
    expect(errorsOf(createUserSchema, { ...valid, role: 'division_head', division: '' })).toEqual({
      division: DIVISION_REQUIRED,
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
      password: PASSWORD_TOO_SHORT,
    });
    expect(errorsOf(updateUserSchema, { ...valid, password: 'abcdef', confirmPassword: '' })).toEqual({
      confirmPassword: PASSWORDS_DIFFER,
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
