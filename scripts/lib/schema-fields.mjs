// The content model of this checkout as "<uid>.<attribute>" names (content types and components), recorded in each
// backup: restoring an archive whose model has fields this code does not know would let Strapi's schema sync drop
// their columns at the next start.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './env-file.mjs';

const src = path.join(root, 'cms', 'src');

/** @param {string} file @param {string} uid @returns {string[]} */
const fieldsOf = (file, uid) =>
  Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')).attributes ?? {}).map((name) => `${uid}.${name}`);

/** @returns {string[]} */
export function schemaFields() {
  const fields = [];
  const apiDir = path.join(src, 'api');
  for (const api of fs.existsSync(apiDir) ? fs.readdirSync(apiDir) : []) {
    const types = path.join(apiDir, api, 'content-types');
    if (!fs.existsSync(types)) continue;
    for (const type of fs.readdirSync(types)) {
      const file = path.join(types, type, 'schema.json');
      if (fs.existsSync(file)) fields.push(...fieldsOf(file, `api::${api}.${type}`));
    }
  }
  const componentsDir = path.join(src, 'components');
  for (const category of fs.existsSync(componentsDir) ? fs.readdirSync(componentsDir) : []) {
    for (const file of fs.readdirSync(path.join(componentsDir, category)).filter((f) => f.endsWith('.json')))
      fields.push(...fieldsOf(path.join(componentsDir, category, file), `${category}.${file.replace(/\.json$/, '')}`));
  }
  return fields.sort();
}
