import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AssignableRoles, Role, SessionUser } from '@hmti/contract';
import { sessionKeys } from '@/lib/auth';
import { settingsKeys } from '../../api/query-keys';
import { RoleUpdateCard } from '../role-update-card';

const person = (username: string, role: string, level: number): SessionUser => ({
  _id: level,
  id: level,
  username,
  name: username,
  email: `${username}@test.local`,
  role,
  roleDisplayName: role,
  level,
  division: null,
  lastLogin: null,
});
const bph = { _id: 5, id: 5, name: 'bph', displayName: 'BPH', level: 5 } as Role;

/** The card as the owner sees it, with these accounts on the site (themselves included). */
function card(users: SessionUser[]) {
  const client = new QueryClient();
  client.setQueryData(sessionKeys.me, person('owner', 'owner', 1));
  client.setQueryData(sessionKeys.permissions, ['roles.assign', 'users.view_others']);
  client.setQueryData<AssignableRoles>(['roles', 'assignable'], {
    roles: [bph],
    requesterLevel: 1,
    creatableLevels: [],
  });
  client.setQueryData(settingsKeys.usersForRoleCard, users);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <RoleUpdateCard />
    </QueryClientProvider>,
  );
}

describe('RoleUpdateCard', () => {
  it('offers the form when someone ranks below the owner', () => {
    const html = card([person('owner', 'owner', 1), person('budi', 'bph', 5)]);
    expect(html).toContain('Update Role');
    expect(html).toContain('@budi');
  });

  it('says there is nobody to change, and offers no form, on a site with no one below (a fresh install)', () => {
    const html = card([person('owner', 'owner', 1)]);
    expect(html).toContain('Tidak ada user dengan level di bawah Anda.');
    expect(html).not.toContain('<form');
    expect(html).not.toContain('Update Role');
  });
});
