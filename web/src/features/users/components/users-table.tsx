import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { useLedDivisions } from '@/lib/divisions';
import { divisionLabel } from '../lib/divisions';
import { formatLastLogin, NEVER_LOGGED_IN } from '../lib/last-login';
import { userDisplayName, userInitial } from '@/lib/user-display';
import type { userActions } from '../lib/user-permissions';
import type { ManagedUser } from '../types';

interface Props {
  users: ManagedUser[];
  currentUserId: number | undefined;
  actionsFor: (user: ManagedUser) => ReturnType<typeof userActions>;
  onOpen: (user: ManagedUser, mode: 'edit' | 'view') => void;
  onDelete: (user: ManagedUser) => void;
  onResetTwoFactor: (user: ManagedUser) => void;
}

const NEUTRAL = 'border-slate-300 text-slate-800 hover:bg-slate-100';
const WARNING = 'border-amber-300 text-amber-800 hover:bg-amber-50';
const DANGER = 'border-red-200 text-red-700 hover:bg-red-50';

/** A row's button that opens a dialog about the user; its name is read after the label. */
function RowAction({ label, name, tone, onClick }: { label: string; name: string; tone: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={onClick}
      className={`rounded-lg border px-2.5 py-1.5 text-sm font-medium sm:px-3 ${tone}`}
    >
      {label}
      <span className="sr-only"> {name}</span>
    </button>
  );
}

/** Columns User, Role, Last Login, Actions. */
export function UsersTable({ users, currentUserId, actionsFor, onOpen, onDelete, onResetTwoFactor }: Props) {
  const divisions = useLedDivisions().data ?? [];
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Daftar user</caption>
        <thead className="bg-slate-50 text-xs font-semibold text-slate-700 uppercase sm:tracking-wide">
          <tr>
            {['User', 'Role', 'Last Login', 'Actions'].map((column) => (
              <th key={column} scope="col" className={cn('px-2 py-3 sm:px-4', column === 'Actions' && 'text-right')}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {users.map((user) => {
            const { canEdit, canDelete, canResetTwoFactor } = actionsFor(user);
            const name = userDisplayName(user);
            return (
              <tr key={user.id} data-testid={`user-row-${user.username}`}>
                <td className="px-2 py-3 sm:px-4">
                  <div className="flex items-center gap-3">
                    <span
                      className="hidden h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white sm:flex"
                      aria-hidden="true"
                    >
                      {userInitial(user)}
                    </span>
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">
                        {name}
                        {user.id === currentUserId ? (
                          <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
                            Anda
                          </span>
                        ) : null}
                      </p>
                      <p className="text-xs break-all text-slate-600">
                        @{user.username}
                        {user.email ? <span className="hidden sm:inline"> · {user.email}</span> : null}
                      </p>
                      {user.twoFactorEnabled ? (
                        <span className="mt-1 inline-block rounded bg-sky-100 px-1.5 py-0.5 text-xs font-semibold text-sky-800">
                          2FA
                        </span>
                      ) : null}
                    </div>
                  </div>
                </td>
                <td className="px-2 py-3 sm:px-4">
                  <span
                    data-testid="user-role"
                    // One box however long the role's name: a wrapping inline pill is drawn in broken pieces.
                    className="inline-block max-w-full rounded-xl bg-brand-100 px-2.5 py-0.5 text-xs font-semibold break-words text-brand-900"
                  >
                    {user.roleDisplayName || user.role || '-'}
                  </span>
                  {user.division ? (
                    <p className="mt-1 text-xs text-slate-600">{divisionLabel(user.division, divisions)}</p>
                  ) : null}
                </td>
                <td className="px-2 py-3 sm:px-4 text-slate-700">
                  {user.lastLogin ? (
                    <time dateTime={user.lastLogin} title={formatDateTime(user.lastLogin)}>
                      {formatLastLogin(user.lastLogin)}
                    </time>
                  ) : (
                    NEVER_LOGGED_IN
                  )}
                </td>
                <td className="px-2 py-3 sm:px-4">
                  <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
                    <RowAction
                      label={canEdit ? 'Edit' : 'View'}
                      name={name}
                      tone={NEUTRAL}
                      onClick={() => onOpen(user, canEdit ? 'edit' : 'view')}
                    />
                    {canResetTwoFactor && user.twoFactorEnabled ? (
                      <RowAction label="Reset 2FA" name={name} tone={WARNING} onClick={() => onResetTwoFactor(user)} />
                    ) : null}
                    {canDelete ? (
                      <RowAction label="Delete" name={name} tone={DANGER} onClick={() => onDelete(user)} />
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
