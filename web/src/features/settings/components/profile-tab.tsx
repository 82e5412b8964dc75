import { Spinner } from '@/components/ui/spinner';
import type { SessionUser } from '@hmti/contract';
import { canSeeRoleCard } from '../lib/access';
import { ChangePasswordCard } from './change-password-card';
import { ProfileFormCard } from './profile-form-card';
import { RoleUpdateCard } from './role-update-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/** Always available: own profile, role management (owner to vice chair), password, two-factor sign-in and sessions. */
export function ProfileTab({ user }: { user: SessionUser | null | undefined }) {
  if (!user) return <Spinner label="Memuat profil..." />;
  return (
    <div className="space-y-6">
      <ProfileFormCard user={user} />
      {canSeeRoleCard(user.role) ? <RoleUpdateCard /> : null}
      <ChangePasswordCard />
      <TwoFactorCard />
      <SessionsCard />
    </div>
  );
}
