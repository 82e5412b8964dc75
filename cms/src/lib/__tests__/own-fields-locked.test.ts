import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(__dirname, '../..');
const schemaFiles = [
  ...fs.readdirSync(path.join(src, 'api')).flatMap((api) => {
    const types = path.join(src, 'api', api, 'content-types');
    return fs.existsSync(types) ? fs.readdirSync(types).map((type) => path.join(types, type, 'schema.json')) : [];
  }),
  ...fs
    .readdirSync(path.join(src, 'components'))
    .flatMap((category) =>
      fs
        .readdirSync(path.join(src, 'components', category))
        .map((file) => path.join(src, 'components', category, file)),
    ),
];

describe("the site's own fields in the Content-Type Builder", () => {
  it('are locked (configurable: false): the code reads them, so a rename, removal or new choice would break it', () => {
    expect(schemaFiles.length).toBeGreaterThan(10);
    const unlocked = schemaFiles.flatMap((file) => {
      const { attributes } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        attributes: Record<string, { configurable?: boolean }>;
      };
      return Object.entries(attributes)
        .filter(([, attribute]) => attribute.configurable !== false)
        .map(([name]) => `${path.relative(src, file)}: ${name}`);
    });
    // An operator adds fields of their own in the Content-Type Builder; the dashboard keeps their values.
    expect(unlocked, 'add "configurable": false to each').toEqual([]);
  });
});

describe('a field that may hold more than 255 characters', () => {
  it('is a text field, not a string: PostgreSQL makes a string varchar(255), and the Content-Type Builder refuses a longer limit on one', () => {
    const STRING_TYPES = ['string', 'email', 'uid', 'enumeration', 'password'];
    const tooLong = schemaFiles.flatMap((file) => {
      const { attributes } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
        attributes: Record<string, { type?: string; maxLength?: number }>;
      };
      return Object.entries(attributes)
        .filter(([, a]) => STRING_TYPES.includes(a.type ?? '') && (a.maxLength ?? 0) > 255)
        .map(([name, a]) => `${path.relative(src, file)}: ${name} (${a.maxLength})`);
    });
    expect(tooLong, 'make each "type": "text" (its maxLength stays)').toEqual([]);
  });
});
