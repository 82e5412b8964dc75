import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { sessionKeys } from '@/lib/auth';
import { showToast } from '@/lib/toast';
import { useSessions } from '../api/get-sessions';
import { useRevokeAllSessions } from '../api/revoke-all-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { orderSessions, sessionDevice, sessionIp, sessionTimes, sessionTitle } from '../lib/session-display';
import { useNow } from '@/hooks/use-now';
import type { ActiveSession } from '@hmti/contract';
import { ConfirmDialog, ConfirmMutation } from '@/components/ui/confirm-dialog';
import { Card } from '@/components/ui/form-controls';
import { showFailureToast } from '@/components/failure-toast';
import { QueryState } from '@/components/ui/query-state';

const FAILED = 'Revoke Sessions Failed';

/** A moment as its age, with the date and time on hover. */
const Age = ({ at, label }: { at: string; label: string }) => (
  <time dateTime={at} title={formatDateTime(at)}>
    {label}
  </time>
);

function SessionItem({
  session,
  now,
  onRevoke,
}: {
  session: ActiveSession;
  now: number;
  onRevoke: (s: ActiveSession) => void;
}) {
  const title = sessionTitle(session);
  const times = sessionTimes(session, now);
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-3 py-4"
      data-testid="session-item"
      data-current={session.current || undefined}
    >
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {title}
          {session.current ? (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              Sesi ini
            </span>
          ) : null}
          {session.twoFactor ? (
            <span
              className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-800"
              title="Login ini melewati verifikasi dua langkah"
            >
              2FA
            </span>
          ) : null}
        </p>
        <p className="text-sm text-slate-700">
          {sessionDevice(session)} · IP {sessionIp(session)}
        </p>
        <p className="text-xs text-slate-600">
          Dibuat: <Age at={session.createdAt} label={times.created} /> · Aktif terakhir:{' '}
          <Age at={session.lastActive ?? session.createdAt} label={times.lastActive} />
        </p>
        <SessionEnd session={session} />
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          onClick={() => onRevoke(session)}
          aria-label={`Cabut sesi ${title}, IP ${sessionIp(session)}`}
        >
          Cabut
        </Button>
      )}
    </li>
  );
}

/** Its end: the idle limit unless used again (2 h, 14 days with "remember me"), or the fixed expiry if sooner. */
function SessionEnd({ session }: { session: ActiveSession }) {
  const idle = session.idleExpiresAt;
  const idleFirst = !!idle && (!session.expiresAt || new Date(idle) < new Date(session.expiresAt));
  const end = idleFirst ? idle : session.expiresAt;
  if (!end) return null;
  return (
    <p className="text-xs text-slate-600" data-testid="session-end">
      {idleFirst ? 'Berakhir jika tidak aktif hingga' : 'Berakhir'}: <time dateTime={end}>{formatDateTime(end)}</time>
      {session.rememberMe ? ' · Ingat saya' : null}
    </p>
  );
}

/** The own live sessions (refreshed every 30 s), revoking one, or all of them and signing out. */
export function SessionsCard() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeAll = useRevokeAllSessions();
  // The age labels are recomputed every 30 s while the page stays open.
  const now = useNow(30_000);
  const [target, setTarget] = useState<ActiveSession | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);

  const onRevokeAll = () =>
    revokeAll.mutate(undefined, {
      onSuccess: () => {
        // No user first, so the dashboard guard unmounts every screen (and its polling) before the cache goes.
        queryClient.setQueryData(sessionKeys.me, null);
        queryClient.clear();
        showToast({ title: 'Sessions Revoked', description: 'Semua sesi telah dicabut. Silakan login kembali.' });
        void navigate(paths.login.getHref(), { replace: true });
      },
      onError: (error) => {
        setConfirmAll(false);
        showFailureToast(FAILED, error);
      },
    });

  return (
    <Card
      title="Sesi Aktif"
      description="Perangkat yang sedang login dengan akun Anda. Daftar diperbarui setiap 30 detik."
      actions={
        <Button variant="danger" onClick={() => setConfirmAll(true)}>
          Revoke All Sessions
        </Button>
      }
    >
      <QueryState
        query={sessions}
        loading={<Spinner label="Memuat sesi..." />}
        failed="Gagal memuat sesi."
        empty={<p className="text-sm text-slate-600">Tidak ada sesi aktif.</p>}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <ul className="divide-y divide-slate-100" aria-label="Daftar sesi aktif">
            {orderSessions(list).map((session) => (
              <SessionItem key={session.sessionId} session={session} now={now} onRevoke={setTarget} />
            ))}
          </ul>
        )}
      </QueryState>

      <ConfirmMutation
        target={target}
        onClose={() => setTarget(null)}
        mutation={revoke}
        variables={(session) => session.sessionId}
        title="Cabut sesi?"
        description={(session) =>
          `Perangkat ${sessionTitle(session)} (IP ${sessionIp(session)}) akan keluar pada permintaan berikutnya.`
        }
        confirmLabel="Cabut Sesi"
        pendingLabel="Mencabut..."
        success={(session) => ({
          title: 'Session Revoked',
          description: `Sesi ${sessionTitle(session)} telah dicabut.`,
        })}
        failure={{ title: FAILED }}
      />
      <ConfirmDialog
        open={confirmAll}
        title="Cabut semua sesi?"
        description="Semua sesi, termasuk sesi di perangkat ini, akan diakhiri dan Anda harus login kembali."
        confirmLabel="Cabut Semua Sesi"
        pendingLabel="Mencabut..."
        pending={revokeAll.isPending}
        onConfirm={onRevokeAll}
        onCancel={() => setConfirmAll(false)}
      />
    </Card>
  );
}
