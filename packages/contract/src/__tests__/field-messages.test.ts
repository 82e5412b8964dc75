import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../index.js';
import {
  chatMessageSchema,
  checkInput,
  contentSettingsSchema,
  divisionLabel,
  FIELD_LABELS,
  fieldMessage,
  labelAt,
  SETTINGS_FIELDS,
  siteSettingsSchema,
  STORED_ROW_FIELDS,
  type FieldLabels,
} from '../index.js';

type Form = keyof typeof FIELD_LABELS;
const DRIVE_FILE = 'https://drive.google.com/file/d/abcdefghijk/view';

/**
 * Every schema the contract exports, with the form whose labels name its fields and a value it takes. A schema
 * exported without an entry here fails the suite, so no new input can skip the checks below.
 */
const SCHEMAS: Record<string, { form: Form; valid: unknown }> = {
  loginInputSchema: { form: 'login', valid: { username: 'owner', password: 'x' } },
  profileSchema: { form: 'profile', valid: { username: 'owner', name: 'Owner', email: 'o@example.org' } },
  changePasswordSchema: {
    form: 'password',
    valid: { currentPassword: 'old', newPassword: 'new-password', confirmPassword: 'new-password' },
  },
  revokeSessionSchema: { form: 'session', valid: { sessionId: 3 } },
  articleFieldsSchema: {
    form: 'article',
    valid: { title: 'Judul', excerpt: 'Ringkas', content: '<p>Isi</p>', tags: [] },
  },
  articleFormSchema: { form: 'article', valid: { title: 'Judul', excerpt: 'Ringkas', content: '<p>Isi</p>' } },
  notificationsSeenSchema: { form: 'notificationsSeen', valid: { lastSeenId: 1 } },
  activityInputSchema: { form: 'activity', valid: { type: 'article', action: 'create', title: 'Judul' } },
  newDivisionSchema: { form: 'newDivision', valid: { displayName: 'Riset' } },
  divisionCreateSchema: { form: 'division', valid: { displayName: 'Riset' } },
  divisionUpdateSchema: {
    form: 'division',
    valid: { displayName: 'Riset', description: '', positions: [], color: '#112233', logo: '' },
  },
  divisionPatchSchema: { form: 'division', valid: {} },
  libraryFieldsSchema: { form: 'library', valid: { title: 'Foto', description: 'Ringkas' } },
  libraryItemSchema: {
    form: 'library',
    valid: { title: 'Foto', description: 'Ringkas', links: [{ url: DRIVE_FILE }] },
  },
  periodSchema: { form: 'period', valid: '2025-2026' },
  memberFieldsSchema: { form: 'member', valid: { name: 'Ani', position: 'Ketua', period: '2025-2026' } },
  positionNameSchema: { form: 'position', valid: 'Ketua' },
  savePositionsSchema: { form: 'positionList', valid: { period: '2025-2026', positions: [{ name: 'Ketua' }] } },
  copyPositionsSchema: { form: 'copyPositions', valid: { sourcePeriod: '2025-2026', targetPeriod: '2026-2027' } },
  createRoleSchema: {
    form: 'role',
    valid: { name: 'humas', displayName: 'Humas', description: '', level: 3, permissions: [] },
  },
  roleCreateBodySchema: { form: 'role', valid: { name: 'humas', level: 3 } },
  updateRoleSchema: { form: 'role', valid: { displayName: 'Humas', description: '', permissions: [] } },
  moveRoleSchema: { form: 'role', valid: { level: 3 } },
  rolePatchSchema: { form: 'role', valid: {} },
  userFieldsSchema: {
    form: 'user',
    valid: { username: 'ani', name: '', email: '', password: '', confirmPassword: '' },
  },
  userCreateBodySchema: { form: 'user', valid: { username: 'ani', password: 'secret1' } },
  userUpdateBodySchema: { form: 'user', valid: {} },
  twoFactorLoginSchema: { form: 'twoFactor', valid: { challengeToken: 't', code: '123456' } },
  twoFactorSetupSchema: { form: 'twoFactor', valid: { currentPassword: 'x' } },
  twoFactorEnableSchema: { form: 'twoFactor', valid: { code: '123456', currentPassword: 'x' } },
  twoFactorEnrolCodeSchema: { form: 'twoFactor', valid: { code: '123456' } },
  twoFactorReauthSchema: { form: 'twoFactor', valid: { currentPassword: 'x' } },
  twoFactorPolicySchema: { form: 'twoFactor', valid: { roles: [] } },
  middlewarePatchSchema: { form: 'middleware', valid: { allEnabled: true } },
  siteSettingsSchema: { form: 'siteSettings', valid: {} },
  contentSettingsSchema: { form: 'siteSettings', valid: {} },
};

/** Fields that take any value: no probe can be refused there. */
const LENIENT = [
  'articleFormSchema:published',
  'articleFormSchema:submitForReview',
  'libraryItemSchema:type',
  'libraryItemSchema:published',
  'libraryItemSchema:links.0.mediaType',
  'savePositionsSchema:positions.0.order',
  'activityInputSchema:description',
  'activityInputSchema:entityId',
  'activityInputSchema:entityTitle',
  // Checked by the server against the stored roles and divisions.
  'userCreateBodySchema:role',
  'userCreateBodySchema:division',
  'userUpdateBodySchema:role',
  'userUpdateBodySchema:division',
];

const exported = Object.entries(contract).filter(([, value]) => value instanceof z.ZodType) as [string, z.ZodType][];

/** Values wrong for most fields: each is tried in turn at every labelled path. */
const PROBES: unknown[] = [null, 12345, true, '', '   ', 'x'.repeat(100_001), 'bukan nilai yang sah', [], {}, -1, 1.5];

/** Keys tried for a map's entries: the first one its key rule takes is probed. */
const SAMPLE_KEYS = ['senor', 'facebook', 'uinMalang'];

/** Every field path of a schema, its maps and lists entered with a sample key and position 0. */
function pathsOf(schema: z.ZodType, prefix: string[] = []): string[][] {
  const def = schema.def as unknown as Record<string, z.ZodType & Record<string, z.ZodType>> & { type: string };
  const inner = (segment: string, child: z.ZodType) => [[...prefix, segment], ...pathsOf(child, [...prefix, segment])];
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape).flatMap(([key, child]) => inner(key, child));
    case 'record': {
      const key = SAMPLE_KEYS.find((k) => def.keyType.safeParse(k).success);
      return key ? inner(key, def.valueType) : [];
    }
    case 'array':
      return inner('0', def.element);
    case 'pipe':
      return [...pathsOf(def.in, prefix), ...pathsOf(def.out, prefix)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return pathsOf(def.innerType, prefix);
    default:
      return [];
  }
}
const uniquePaths = (schema: z.ZodType) => [
  [],
  ...new Map(pathsOf(schema).map((path) => [path.join('.'), path])).values(),
];

const setAt = (base: unknown, path: string[], value: unknown): unknown => {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const container = (base && typeof base === 'object' ? base : /^\d+$/.test(head) ? [] : {}) as Record<string, unknown>;
  const copy = (Array.isArray(container) ? [...container] : { ...container }) as Record<string, unknown>;
  copy[head] = setAt(container[head], rest, value);
  return copy;
};

/** Words of English messages (and zod's own texts); a reason (the text after the label) has none of them. */
const ENGLISH =
  /\b(must|required|invalid|too|long|short|characters?|expected|received|should|cannot|please|provide|only|least|most|unknown|format|is|are|be|the|of|an?|or|and|input|string|number|object|array)\b/i;
/** Key paths read like code: camelCase or snake_case words. */
const CODE_WORD = /\b([a-z]+[A-Z]\w*|[a-z]+_[a-z_]+)\b/;

const UNKNOWN_KEY = 'memuat isian yang tidak dikenal';

/** The label of exactly this path (no fallback to the field that holds it). */
const ownLabel = (labels: FieldLabels, path: string[]) =>
  labelAt(
    Object.fromEntries(
      Object.entries(labels).filter(([pattern]) => (pattern === '' ? 0 : pattern.split('.').length) === path.length),
    ),
    path,
    {},
  );

/**
 * The message names the field by its own label (an unknown key: the map or object that holds it) and gives an
 * Indonesian reason.
 */
function expectReadable(message: string, labels: FieldLabels, field: string | undefined, where: string) {
  const path = field ? field.split('.') : [];
  const unknownKey = message.includes(` ${UNKNOWN_KEY}: `);
  const label = unknownKey ? (ownLabel(labels, path.slice(0, -1)) ?? ownLabel(labels, path)) : ownLabel(labels, path);
  expect(label, `${where}: "${message}": ${field} has a label of its own`).toBeDefined();
  expect(message.startsWith(`${label} `), `${where}: "${message}" starts with "${label}"`).toBe(true);
  const reason = message.slice(label!.length + 1);
  expect(reason, `${where}: "${message}"`).toMatch(/^[a-z].*\.$/);
  expect(reason, `${where}: "${message}" reason in Indonesian`).not.toMatch(ENGLISH);
  if (!unknownKey)
    expect(
      reason.replace(/rgba\(\.\.\.\)|data:image|#rrggbb|#RRGGBB|YYYY-YYYY/g, ''),
      `${where}: "${message}"`,
    ).not.toMatch(CODE_WORD);
}

describe('the field labels', () => {
  it('name every field of every form', () => {
    for (const [form, labels] of Object.entries(FIELD_LABELS) as [Form, FieldLabels][]) {
      expect(Object.keys(labels).length, form).toBeGreaterThan(0);
      for (const [path, label] of Object.entries(labels)) {
        const text = typeof label === 'string' ? label : label(['senor'], {});
        expect(text.trim(), `${form}.${path}`).not.toBe('');
        expect(text, `${form}.${path}`).not.toMatch(CODE_WORD);
      }
    }
  });

  it("label a division's fields by its display name, the leadership colour as 'Ketua & Wakil'", () => {
    const labels = FIELD_LABELS.siteSettings;
    const context = { divisions: { public_relation: 'Public Relation' } };
    expect(labelAt(labels, ['divisionColors', 'public_relation'], context)).toBe('Warna Public Relation');
    expect(labelAt(labels, ['divisionColors', 'leadership'], context)).toBe('Warna Ketua & Wakil');
    expect(labelAt(labels, ['divisionHeads', 'public_relation', 'photo'], context)).toBe(
      'Foto Kepala Divisi Public Relation',
    );
    // Before the divisions are known (a check without them), the key stands in.
    expect(divisionLabel('medinfo', {})).toBe('medinfo');
  });

  it('fall back to the field that holds a path the labels do not name, then to the whole value', () => {
    expect(labelAt(FIELD_LABELS.library, ['links', '2', 'url'], {})).toBe('Google Drive link 3');
    expect(labelAt(FIELD_LABELS.siteSettings, ['socialLinks', 'myspace'], {})).toBe('Social Links');
    expect(labelAt(FIELD_LABELS.siteSettings, ['nope'], {})).toBe('Pengaturan');
    expect(labelAt({ title: 'Judul' }, ['nope'], {})).toBeUndefined();
  });

  it('make one sentence of a label and a reason', () => {
    expect(fieldMessage('Warna Humas', 'harus berupa warna (#rrggbb atau rgba(...))')).toBe(
      'Warna Humas harus berupa warna (#rrggbb atau rgba(...)).',
    );
    expect(fieldMessage('Langkah verifikasi', 'sudah berakhir. Silakan login lagi.')).toBe(
      'Langkah verifikasi sudah berakhir. Silakan login lagi.',
    );
  });
});

describe('every refusal of a contract schema', () => {
  it('has an entry above for every exported schema', () => {
    expect(exported.map(([name]) => name).sort()).toEqual(Object.keys(SCHEMAS).sort());
  });

  it('has a label of its own for every field of every schema, nested ones included', () => {
    for (const [name, schema] of exported) {
      const labels = FIELD_LABELS[SCHEMAS[name].form] as FieldLabels;
      for (const path of uniquePaths(schema))
        expect(ownLabel(labels, path), `${name}: ${path.join('.') || '(whole value)'} has a label`).toBeDefined();
    }
  });

  it.each(Object.keys(SCHEMAS))('%s: a bad value at each field is refused in Indonesian, by its label', (name) => {
    const schema = exported.find(([n]) => n === name)![1];
    const { form, valid } = SCHEMAS[name];
    const labels = FIELD_LABELS[form] as FieldLabels;
    expect(checkInput(schema, valid), `${name} takes its valid example`).toMatchObject({ ok: true });
    for (const path of uniquePaths(schema)) {
      let refused = 0;
      for (const probe of PROBES) {
        const result = checkInput(schema, setAt(valid, path, probe));
        if (result.ok) continue;
        expectReadable(result.message, labels, result.field, `${name} ${path.join('.')}=${JSON.stringify(probe)}`);
        refused += 1;
      }
      // Fields that take anything (a flag read leniently, an unknown type left to the media) are refused never.
      if (!LENIENT.includes(`${name}:${path.join('.')}`))
        expect(refused, `${name}: ${path.join('.')} refused`).toBeGreaterThan(0);
    }
  });

  it('says the same of one settings key checked alone (the server checks each key it is sent)', () => {
    const context = { divisions: { senor: 'Seni & Olahraga' } };
    for (const [key, { schema }] of Object.entries(SETTINGS_FIELDS)) {
      const body = Object.hasOwn(siteSettingsSchema.shape, key) ? siteSettingsSchema : contentSettingsSchema;
      for (const probe of PROBES) {
        const alone = checkInput(schema, probe, context);
        if (alone.ok) continue;
        const field = [key, alone.field].filter(Boolean).join('.');
        expectReadable(alone.message, FIELD_LABELS.siteSettings, field, `${key}=${JSON.stringify(probe)}`);
        expect(checkInput(body, { [key]: probe }, context)).toEqual({ ok: false, message: alone.message, field });
      }
    }
    expect(checkInput(SETTINGS_FIELDS.divisionColors.schema, { senor: 'merah' }, context)).toEqual({
      ok: false,
      message: 'Warna Seni & Olahraga harus berupa warna (#rrggbb atau rgba(...)).',
      field: 'senor',
    });
  });

  it('of a stored row is worded as the dashboard words it', () => {
    const forms: Record<keyof typeof STORED_ROW_FIELDS, Form> = {
      article: 'article',
      division: 'division',
      member: 'member',
      position: 'position',
      period: 'period',
      role: 'role',
      libraryItem: 'library',
      libraryMedia: 'libraryMedia',
    };
    for (const [type, fields] of Object.entries(STORED_ROW_FIELDS) as [keyof typeof forms, Record<string, z.ZodType>][])
      for (const [field, schema] of Object.entries(fields)) {
        let refused = 0;
        for (const probe of PROBES) {
          const result = checkInput(schema, probe);
          if (result.ok) continue;
          refused += 1;
          const path = [field, ...(result.field ? result.field.split('.') : [])].join('.');
          expectReadable(result.message, FIELD_LABELS[forms[type]], path, `${type}.${field}`);
        }
        expect(refused, `${type}.${field}`).toBeGreaterThan(0);
      }
  });

  it('of a form with several fields is given field by field; where no form shows it, as an error', () => {
    expect(contract.fieldProblems(contract.userFieldsSchema, { username: ' ', email: 'x' })).toEqual({
      username: 'Username wajib diisi.',
      name: 'Name wajib diisi.',
      email: 'Email harus berupa alamat email yang valid.',
      password: 'Password wajib diisi.',
      confirmPassword: 'Confirm Password wajib diisi.',
    });
    expect(contract.fieldProblems(contract.userFieldsSchema, SCHEMAS.userFieldsSchema.valid)).toEqual({});
    expect(() => contract.inputOf(contract.periodSchema, '2026')).toThrow(
      new contract.InputError('Period harus berformat YYYY-YYYY, misalnya 2026-2027.'),
    );
    expect(contract.inputOf(contract.periodSchema, ' 2026-2027 ')).toBe('2026-2027');
  });

  it('of a chat message names the message', () => {
    expect(checkInput(chatMessageSchema(10), 'x'.repeat(11))).toEqual({
      ok: false,
      message: 'Pesan terlalu panjang (maksimal 10 karakter).',
    });
    expect(checkInput(chatMessageSchema(), 5)).toMatchObject({ message: 'Pesan harus berupa teks.' });
  });
});
