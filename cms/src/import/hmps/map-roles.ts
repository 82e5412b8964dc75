import { isPermissionName, toRoleName } from '@hmti/contract';
import { checkContractFields } from '../../lib/data-layer/contract-rules';
import { eachDoc, fitRow, importEach, text, type ImportContext } from './context';

const ROLE_UID = 'api::roles.role';

/** Role names the old route guards used for the same roles (hmps 2.11 mixed both). */
const ROLE_ALIASES: Record<string, string> = { ketua: 'chair', wakil_ketua: 'vice_chair' };

/** An hmps role name as this site names roles ('Humas Kampus' → humas_kampus), the old guards' names as theirs. */
export const roleNameOf = (raw: string) => ROLE_ALIASES[toRoleName(raw)] ?? toRoleName(raw);
/** Whether a role may be named so here: the contract's rule for a stored role's name, as every door checks it. */
const isRoleName = (name: string) => {
  let refused = false;
  checkContractFields(ROLE_UID, { name }, () => (refused = true));
  return !refused;
};

/**
 * hmps's permission catalogue: every name this site knows needs no row (the catalogue here is fixed); every other one
 * is reported, as roles holding it lose it.
 */
export async function importPermissions(ctx: ImportContext) {
  await eachDoc(ctx, 'permissions', async (doc, id) => {
    const name = text(doc.name);
    if (name && isPermissionName(name)) ctx.report.skipped('permissions');
    else ctx.report.skipped('permissions', id, `permission "${name ?? '?'}" has no counterpart on this site`);
  });
}

/**
 * Roles by name: the owner role stays as it is (all permissions, level 1); another role that exists takes hmps's
 * display name, description and permissions (its level here is kept, so the hierarchy stays as this site has it);
 * a new role keeps its level when that is 2 or more (level 1 is the owner's alone).
 */
export async function importRoles(ctx: ImportContext) {
  const q = ctx.strapi.db.query(ROLE_UID);
  const byName = new Map<string, number>();
  const held = new Map<string, string[]>();
  for (const r of (await q.findMany({ select: ['id', 'name', 'permissions'] })) as Array<{
    id: number;
    name: string;
    permissions: unknown;
  }>) {
    byName.set(r.name, r.id);
    held.set(r.name, Array.isArray(r.permissions) ? r.permissions.filter((p) => typeof p === 'string') : []);
  }
  // Every permission name hmps had: a permission of this site outside it (one hmps could not express, such as
  // dashboard.analytics) stays as the role has it.
  const hmpsNames = new Set([
    ...ctx.docs('permissions').map((p) => text(p.name)),
    ...ctx.docs('roles').flatMap((r) => (Array.isArray(r.permissions) ? r.permissions.map(text) : [])),
  ]);

  await importEach(ctx, 'roles', async (doc, id) => {
    const rawName = text(doc.name);
    if (!rawName) return ctx.report.skipped('roles', id, 'a role without a name');
    const name = roleNameOf(rawName);
    if (!isRoleName(name))
      return ctx.report.skipped('roles', id, `role "${rawName}" has a name roles cannot have here (${name})`);
    if (doc.isActive === false) return ctx.report.skipped('roles', id, `role "${name}" was deleted in hmps (inactive)`);
    if (name !== rawName) ctx.report.change('roles', id, `role "${rawName}" is "${name}" on this site`);
    const permissions: string[] = [];
    for (const p of Array.isArray(doc.permissions) ? doc.permissions : []) {
      if (typeof p === 'string' && isPermissionName(p)) permissions.push(p);
      else ctx.report.change('roles', id, `permission "${String(p)}" of role "${name}" has no counterpart; left out`);
    }
    const existing = byName.get(name);
    const described = { displayName: text(doc.displayName) ?? name, description: text(doc.description) ?? null };
    if (existing !== undefined && name === 'owner') {
      await ctx.sources.remember('roles', id, existing);
      return ctx.report.skipped('roles', id, 'the owner role stays as it is (level 1, every permission)');
    }
    if (existing !== undefined) {
      const kept = (held.get(name) ?? []).filter((p) => !hmpsNames.has(p));
      if (kept.length)
        ctx.report.change('roles', id, `role "${name}" keeps ${kept.join(', ')} (no such permission in hmps)`);
      const data: Record<string, unknown> = { ...described, permissions: [...new Set([...permissions, ...kept])] };
      fitRow(ctx, ROLE_UID, 'roles', id, data);
      await q.update({ where: { id: existing }, data });
      ctx.report.change(
        'roles',
        id,
        `role "${name}" exists here: display name and permissions taken from hmps, level kept`,
      );
      return existing;
    }
    let level = Math.round(Number(doc.level));
    if (!Number.isFinite(level) || level < 2) {
      ctx.report.change(
        'roles',
        id,
        `level ${String(doc.level)} of role "${name}" is not valid here (only the owner has level 1): set to 99`,
      );
      level = 99;
    }
    const data: Record<string, unknown> = {
      name,
      ...described,
      level,
      permissions: [...new Set(permissions)],
      isSystem: false,
    };
    fitRow(ctx, ROLE_UID, 'roles', id, data);
    const created = (await q.create({ data })) as { id: number };
    byName.set(name, created.id);
    return created.id;
  });
}
