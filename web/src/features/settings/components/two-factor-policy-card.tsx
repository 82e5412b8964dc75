import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { QueryState } from '@/components/ui/query-state';
import { showToast } from '@/lib/toast';
import { useTwoFactorPolicy } from '../api/get-two-factor-policy';
import { useUpdateTwoFactorPolicy } from '../api/update-two-factor-policy';
import { Card } from '@/components/ui/form-controls';
import { showFailureToast } from '@/components/failure-toast';
import { isOwnerRole } from '../lib/access';

/**
 * The owner chooses the roles whose users must use two-factor sign-in: signed out now unless they passed it (asked
 * first, naming the roles), they enrol at their next sign-in.
 */
export function TwoFactorPolicyCard() {
  const policy = useTwoFactorPolicy();
  const save = useUpdateTwoFactorPolicy();
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const [confirming, setConfirming] = useState(false);
  const stored = new Set((policy.data ?? []).filter((r) => r.requireTwoFactor).map((r) => r.name));
  const current = chosen ?? stored;
  const dirty = chosen !== null && (chosen.size !== stored.size || [...chosen].some((n) => !stored.has(n)));

  const toggle = (name: string) => {
    const next = new Set(current);
    if (!next.delete(name)) next.add(name);
    setChosen(next);
  };
  // The server ends at once the sessions of a newly required role that did not pass the code step: asked first.
  const newlyRequired = (policy.data ?? []).filter((r) => current.has(r.name) && !stored.has(r.name));
  const submit = () =>
    save.mutate([...current], {
      onSettled: () => setConfirming(false),
      onSuccess: () => {
        setChosen(null);
        showToast({
          title: 'Kebijakan 2FA Disimpan',
          description: newlyRequired.length
            ? 'Sesi role yang baru diwajibkan yang belum melewati 2FA telah diakhiri; penggunanya mendaftarkan authenticator saat login lagi.'
            : 'Berlaku sekarang.',
        });
      },
      onError: (error) => showFailureToast('Kebijakan 2FA Gagal', error),
    });

  return (
    <Card
      title="Wajib 2FA per Role"
      description="User dengan role yang dicentang harus mendaftarkan aplikasi authenticator sebelum masuk ke dashboard. Saat disimpan, sesi mereka yang belum melewati 2FA langsung berakhir (juga sesi Anda bila role Anda dicentang); mereka mendaftar saat login lagi."
    >
      <QueryState query={policy} loading={<Spinner label="Memuat role..." />} failed="Gagal memuat role.">
        {(roles) => (
          <fieldset className="space-y-3" data-testid="two-factor-policy">
            <legend className="sr-only">Role yang wajib 2FA</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {roles.map((role) => (
                <label key={role.name} className="flex items-center gap-2 text-sm text-slate-800">
                  <input type="checkbox" checked={current.has(role.name)} onChange={() => toggle(role.name)} />
                  {role.displayName} <span className="text-xs text-slate-500">(level {role.level})</span>
                </label>
              ))}
            </div>
            <div className="flex justify-end">
              <Button
                onClick={() => (newlyRequired.length ? setConfirming(true) : submit())}
                disabled={!dirty || save.isPending}
              >
                {save.isPending ? 'Menyimpan...' : 'Simpan kebijakan 2FA'}
              </Button>
            </div>
          </fieldset>
        )}
      </QueryState>
      <ConfirmDialog
        open={confirming}
        title="Wajibkan 2FA?"
        description={
          <>
            Sesi pengguna {newlyRequired.map((r) => r.displayName).join(', ')} yang belum melewati 2FA langsung
            berakhir; mereka mendaftarkan authenticator saat login lagi.
            {newlyRequired.some((r) => isOwnerRole(r.name))
              ? ' Role Anda termasuk: bila sesi ini belum melewati 2FA, Anda juga harus login lagi.'
              : null}
          </>
        }
        confirmLabel="Wajibkan 2FA"
        pendingLabel="Menyimpan..."
        pending={save.isPending}
        onConfirm={submit}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
