import { DIVISION_HEAD_ROLE, EMAIL_PATTERN } from '@hmti/contract';
import { settingsDivisions } from '../../lib/division-records';
import { siteAccountFields } from '../../lib/site-accounts';
import { date, eachDoc, fitRow, text, type ImportContext, type Row } from './context';
import { roleNameOf } from './map-roles';

const USER_UID = 'plugin::users-permissions.user';
const BCRYPT = /^\$2[abxy]\$\d\d\$[./A-Za-z0-9]{53}$/;
/** The role an account gets when its hmps role string names no role: the least powerful of the built-in ones. */
const FALLBACK_ROLE = 'division_head';

/**
 * Accounts, one per username. The bcrypt hash is stored as it is (people sign in with their old password, and the
 * sign-in replaces it with this site's argon2id hash); sessions are not carried over. An email used by another
 * account (hmps never made emails unique) gets a placeholder address the owner can correct, and is reported. A
 * username that already exists here keeps its account as it is (the site's owner stays who they are); that
 * account is linked as the author of the hmps content of that user.
 */
export async function importUsers(ctx: ImportContext) {
  const q = ctx.strapi.db.query(USER_UID);
  const account = await siteAccountFields(ctx.strapi);
  // The roles as the imports before left them.
  const roleRows = (await ctx.strapi.db.query('api::roles.role').findMany({ select: ['id', 'name'] })) as Array<{
    id: number;
    name: string;
  }>;
  const roles = new Map(roleRows.map((r) => [r.name, r.id]));
  // The divisions a division head may lead, as the user screen offers them (the leadership's is none of them).
  const divisionKeys = new Set(Object.keys(await settingsDivisions(ctx.strapi)));
  const existing = (await q.findMany({ select: ['id', 'username', 'email', 'name'] })) as Array<{
    id: number;
    username: string;
    email: string | null;
    name: string | null;
  }>;
  const byUsername = new Map(existing.map((u) => [u.username.toLowerCase(), u]));
  // The accounts this run made: another hmps account whose username differs only in letter case is someone else.
  const madeHere = new Set<number>();
  const emails = new Map(existing.filter((u) => u.email).map((u) => [String(u.email).toLowerCase(), u.username]));

  await eachDoc(ctx, 'users', async (doc, id) => {
    const known = ctx.sources.get('users', id);
    let username = text(doc.username);
    if (known?.targetId != null) {
      ctx.users.set(id, { id: known.targetId, name: text(doc.name) ?? username ?? '', username: username ?? '' });
      return ctx.report.alreadyImported('users');
    }
    if (!username) return ctx.report.skipped('users', id, 'an account without a username');
    let same = byUsername.get(username.toLowerCase());
    if (same && madeHere.has(same.id)) {
      // Sign-in does not tell letter case apart: the second of two such hmps accounts gets a username of its own.
      let n = 2;
      while (byUsername.has(`${username}_${n}`.toLowerCase())) n++;
      ctx.report.change(
        'users',
        id,
        `username "${username}" differs from "${same.username}" only in letter case, which sign-in does not tell apart: stored as "${username}_${n}"; tell its owner`,
      );
      username = `${username}_${n}`;
      same = undefined;
    }
    if (same) {
      ctx.users.set(id, { id: same.id, name: same.name ?? same.username, username: same.username });
      await ctx.sources.remember('users', id, same.id);
      return ctx.report.skipped(
        'users',
        id,
        `username "${username}" already has an account here: that account is kept as it is and linked to this user's content`,
      );
    }
    const rawRole = text(doc.role) ?? FALLBACK_ROLE;
    let roleName = roleNameOf(rawRole);
    if (!roles.has(roleName)) {
      ctx.report.change('users', id, `role "${rawRole}" of "${username}" is no role here: given "${FALLBACK_ROLE}"`);
      roleName = FALLBACK_ROLE;
    } else if (roleName !== rawRole)
      ctx.report.change('users', id, `role "${rawRole}" of "${username}" is "${roleName}" on this site`);
    let email = text(doc.email)?.toLowerCase();
    const placeholder = `${username.toLowerCase().replace(/[^a-z0-9._-]/g, '-')}.${id.slice(-6)}@hmps-import.invalid`;
    if (!email || !EMAIL_PATTERN.test(email)) {
      ctx.report.change('users', id, `"${username}" has no valid email (${email ?? 'none'}): stored as ${placeholder}`);
      email = placeholder;
    } else if (emails.has(email)) {
      ctx.report.change(
        'users',
        id,
        `duplicate email ${email} (also "${emails.get(email)}"): "${username}" stored with ${placeholder}; correct it in Users`,
      );
      email = placeholder;
    }
    const hash = text(doc.password);
    if (!hash || !BCRYPT.test(hash))
      ctx.report.change(
        'users',
        id,
        `"${username}" has no bcrypt password hash: it cannot sign in until the owner sets a password`,
      );
    // As the user screen has it: a division head leads one division that exists, and nobody else has one.
    let division = text(doc.division) ?? '';
    if (roleName !== DIVISION_HEAD_ROLE && division) {
      ctx.report.change(
        'users',
        id,
        `division "${division}" of "${username}" left empty: only a division head has a division here`,
      );
      division = '';
    } else if (roleName === DIVISION_HEAD_ROLE && !divisionKeys.has(division)) {
      const has = division ? `division "${division}", which does not exist here` : 'no division';
      ctx.report.change('users', id, `division head "${username}" has ${has}: choose one in Users`);
      division = '';
    }
    const overrides = doc.permissionOverrides as { allow?: unknown[]; deny?: unknown[] } | undefined;
    if (overrides && (overrides.allow?.length || overrides.deny?.length))
      ctx.report.change(
        'users',
        id,
        `"${username}" had permissions allowed or denied for the account alone; here permissions come from the role only`,
      );
    const name = text(doc.name) ?? username;
    const data: Row = {
      username,
      email,
      name,
      division,
      ...account,
      appRole: roles.get(roleName) ?? null,
      lastLogin: date(doc.lastLogin) ?? null,
      createdAt: date(doc.createdAt),
      updatedAt: date(doc.updatedAt),
    };
    fitRow(ctx, USER_UID, 'users', id, data);
    // The hash goes in as it is: the query engine stores it unchanged (the Document Service would hash it again).
    if (hash && BCRYPT.test(hash)) data.password = hash;
    const created = (await q.create({ data })) as { id: number };
    emails.set(email, username);
    byUsername.set(username.toLowerCase(), { id: created.id, username, email, name });
    madeHere.add(created.id);
    ctx.users.set(id, { id: created.id, name, username });
    await ctx.sources.remember('users', id, created.id);
    ctx.report.imported('users');
  });
}
