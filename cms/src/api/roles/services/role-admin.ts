import type { Core } from '@strapi/strapi';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/http-error';
import {
  creatableLevels,
  hierarchyRefusal,
  mayManageLevel,
  PERMISSIONS_NOT_CONTAINED,
  relevel,
  shiftForInsert,
  type HierarchyAction,
} from '../../../lib/hierarchy';
import type { AuthState } from '../../../lib/request-context';
import { parseInput } from '../../../lib/request-input';
import {
  isPermissionName,
  ROLE_LEVEL_TOO_HIGH,
  ROLE_CANNOT_MOVE,
  ROLE_CANNOT_MOVE_INTO,
  ROLE_NAME_TAKEN,
  roleCreateBodySchema,
  rolePatchSchema,
  type AssignableRoles,
  type Role,
  type RoleLevel,
} from '@hmti/contract';
import { auditAs, type ActivityEntry } from '../../../lib/data-layer/audit-scope';
import { stringList } from '../../../lib/permissions';

const UID = 'api::roles.role';

interface RoleRow {
  id: number;
  name: string;
  displayName: string;
  description: string | null;
  level: number;
  permissions: unknown;
  isSystem: boolean | null;
}

const levelsOf = (rows: RoleRow[]) => rows.map((r) => r.level);
const toRoleDto = (r: RoleRow): Role => ({
  _id: r.id,
  id: r.id,
  name: r.name,
  displayName: r.displayName,
  description: r.description ?? '',
  level: r.level,
  permissions: stringList(r.permissions),
  isSystem: !!r.isSystem,
});

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const roles = () => strapi.db.query(UID);
  const all = async () => (await roles().findMany({ orderBy: [{ level: 'asc' }, { id: 'asc' }] })) as RoleRow[];

  /**
   * A permission the role does not have yet must be held by the actor (no granting what you lack; keeping what the
   * role already had is fine). One the catalogue does not have is the data layer's to refuse, as on every door.
   */
  const checkPermissions = (auth: AuthState, wanted: readonly string[], alreadyGranted: readonly string[] = []) => {
    const held = (p: string) => auth.actor.permissions.includes(p) || alreadyGranted.includes(p);
    const lacking = wanted.filter((p) => isPermissionName(p) && !held(p));
    if (lacking.length)
      throw forbidden(`Anda tidak dapat memberikan izin yang tidak Anda miliki: ${lacking.join(', ')}`);
    return [...wanted];
  };

  /** The role a route's `:id` names, by id or by name. */
  const named = (rows: RoleRow[], rawId: string) => {
    const role = rows.find((r) => String(r.id) === rawId || r.name === rawId);
    if (!role) throw notFound('Role tidak ditemukan.');
    return role;
  };

  const refusalFor = (auth: AuthState, role: RoleRow, action: HierarchyAction) =>
    hierarchyRefusal(auth.actor, { level: role.level, permissions: stringList(role.permissions) }, action, 'role');
  /** The hierarchy rule for a role; `levelMessage` names what the level rule refused. */
  const assertMayManage = (auth: AuthState, role: RoleRow, action: HierarchyAction, levelMessage: string) => {
    const refusal = refusalFor(auth, role, action);
    if (refusal === 'permissions') throw forbidden(PERMISSIONS_NOT_CONTAINED);
    if (refusal === 'level') throw forbidden(levelMessage);
  };

  return {
    async list() {
      return (await all()).map(toRoleDto);
    },

    async levels(): Promise<RoleLevel[]> {
      return (await all()).map((r) => ({ _id: r.id, name: r.name, displayName: r.displayName, level: r.level }));
    },

    async assignable(auth: AuthState): Promise<AssignableRoles> {
      const rows = await all();
      return {
        roles: rows.filter((r) => refusalFor(auth, r, 'assign') === null).map(toRoleDto),
        requesterLevel: auth.actor.level,
        creatableLevels: creatableLevels(auth.actor.level, levelsOf(rows)),
      };
    },

    /** Creates a role at a level below the actor's, shifting the roles at and below that level down by one. */
    async createWithShift(auth: AuthState, body: Record<string, unknown>) {
      const input = parseInput(roleCreateBodySchema, body);
      const { name, level, description } = input;
      const displayName = input.displayName || name;
      if (!mayManageLevel(auth.actor, level, 'create', 'role')) throw forbidden(ROLE_LEVEL_TOO_HIGH);
      const existing = await all();
      const creatable = creatableLevels(auth.actor.level, levelsOf(existing));
      if (!creatable.includes(level))
        throw badRequest(`Level harus antara ${auth.actor.level + 1} dan ${Math.max(...creatable)}.`);
      if (existing.some((r) => r.name === name)) throw conflict(ROLE_NAME_TAKEN, { field: 'name' });
      const permissions = checkPermissions(auth, input.permissions);
      const data = { name, displayName, description, level, permissions, isSystem: false };
      return auditAs({ type: 'user', action: 'create', title: 'Role dibuat', entityTitle: displayName }, () =>
        strapi.db.transaction(async () => {
          for (const shift of shiftForInsert(existing, level))
            await roles().update({ where: { id: shift.id }, data: { level: shift.level } });
          return toRoleDto((await roles().create({ data })) as RoleRow);
        }),
      );
    },

    /** Edits texts and permissions, or re-levels by drag (`level`), shifting the roles in between. */
    async update(auth: AuthState, rawId: string, raw: Record<string, unknown>) {
      const body = parseInput(rolePatchSchema, raw);
      const existing = await all();
      const role = named(existing, rawId);
      const lowerOnly = 'Anda hanya dapat mengubah role dengan level lebih rendah dari level Anda.';
      assertMayManage(auth, role, 'edit', body.level !== undefined ? ROLE_CANNOT_MOVE : lowerOnly);
      const data: Record<string, unknown> = {};
      if (body.displayName !== undefined) data.displayName = body.displayName;
      if (body.description !== undefined) data.description = body.description;
      if (body.permissions !== undefined) {
        const stored = stringList(role.permissions);
        const { permissions: sent, basedOn } = body;
        // A form's change (added, removed) on what it opened, applied to what is stored now.
        const wanted = basedOn
          ? [
              ...stored.filter((p) => sent.includes(p) || !basedOn.includes(p)),
              ...sent.filter((p) => !stored.includes(p) && !basedOn.includes(p)),
            ]
          : sent;
        data.permissions = checkPermissions(auth, wanted, stored);
      }
      let shifts: Array<{ id: number; level: number }> = [];
      if (body.level !== undefined && body.level !== role.level) {
        if (!mayManageLevel(auth.actor, body.level, 'edit', 'role')) throw forbidden(ROLE_CANNOT_MOVE_INTO);
        shifts = relevel(existing, role.id, body.level);
        const refusals = existing
          .filter((r) => shifts.some((s) => s.id === r.id))
          .map((r) => refusalFor(auth, r, 'edit'));
        if (refusals.includes('level')) throw forbidden(ROLE_CANNOT_MOVE_INTO);
        if (refusals.includes('permissions')) throw forbidden(PERMISSIONS_NOT_CONTAINED);
      }
      const moved = shifts.length > 0;
      const entry: ActivityEntry = {
        type: 'user',
        action: 'update',
        title: moved ? 'Urutan role diubah' : 'Role diperbarui',
        entityId: role.id,
        entityTitle: moved ? `${role.displayName}: level ${role.level} → ${body.level}` : role.displayName,
      };
      await auditAs(entry, () =>
        strapi.db.transaction(async () => {
          for (const s of shifts) await roles().update({ where: { id: s.id }, data: { level: s.level } });
          if (Object.keys(data).length) await roles().update({ where: { id: role.id }, data });
        }),
      );
      return toRoleDto((await roles().findOne({ where: { id: role.id } })) as RoleRow);
    },

    async remove(auth: AuthState, rawId: string) {
      const existing = await all();
      const role = named(existing, rawId);
      const lowerOnly = 'Anda hanya dapat menghapus role dengan level lebih rendah dari level Anda.';
      assertMayManage(auth, role, 'delete', lowerOnly);
      // A system role or one still held by users is refused by the data layer, as through every door.
      const rest = existing.filter((r) => r.id !== role.id);
      await auditAs(
        { type: 'user', action: 'delete', title: 'Role dihapus', entityId: role.id, entityTitle: role.displayName },
        () =>
          strapi.db.transaction(async () => {
            await roles().delete({ where: { id: role.id } });
            // Levels stay contiguous: when no other role shares the freed level, the roles below move up one.
            if (!rest.some((r) => r.level === role.level))
              for (const r of rest.filter((r) => r.level > role.level))
                await roles().update({ where: { id: r.id }, data: { level: r.level - 1 } });
          }),
      );
      return { success: true };
    },
  };
};
