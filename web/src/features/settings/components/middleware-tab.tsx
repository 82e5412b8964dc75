import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SpinnerPanel } from '@/components/ui/spinner';
import { FIELD_LABELS, PROTECTION_FLAGS } from '@hmti/contract';
import { formatDateTime } from '@/lib/dates';
import { showToast } from '@/lib/toast';
import { useMiddlewareSettings } from '../api/get-middleware-settings';
import { useShownMiddlewareSettings, useUpdateMiddlewareSettings } from '../api/update-middleware-settings';
import { useRequestLimits } from '../api/get-request-limits';
import { enabledCount, protectionSwitch, type MiddlewarePatch } from '../lib/middleware-switches';
import { Card, SwitchField } from '@/components/ui/form-controls';
import { showFailureToast } from '@/components/failure-toast';

/** Owner only: the master switch and the eight server protections. */
export function MiddlewareTab() {
  const { data: saved, isLoading, error } = useMiddlewareSettings();
  const data = useShownMiddlewareSettings(saved);
  const limits = useRequestLimits();
  const save = useUpdateMiddlewareSettings();
  const [confirmAllOff, setConfirmAllOff] = useState(false);

  const change = (patch: MiddlewarePatch) =>
    save.mutate(patch, {
      onSuccess: () =>
        showToast({ title: 'Middleware Updated', description: 'Pengaturan proteksi berhasil disimpan.' }),
      onError: (e) => showFailureToast('Update Failed', e),
    });

  if (isLoading) return <SpinnerPanel label="Memuat pengaturan middleware..." />;
  if (!data) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
        Gagal memuat pengaturan middleware{error instanceof Error ? `: ${error.message}` : '.'}
      </p>
    );
  }

  return (
    <Card title="Middleware" description={`${enabledCount(data)} dari ${PROTECTION_FLAGS.length} proteksi aktif.`}>
      <SwitchField
        label={FIELD_LABELS.middleware.allEnabled}
        description="Menyalakan atau mematikan kedelapan proteksi sekaligus. Mati bila ada proteksi yang dimatikan."
        checked={data.allEnabled}
        onChange={(v) => (v ? change({ allEnabled: true }) : setConfirmAllOff(true))}
        className="rounded-xl bg-slate-50 p-4"
      />
      <ul className="mt-2 divide-y divide-slate-100" aria-label="Proteksi">
        {PROTECTION_FLAGS.map((flag) => (
          <li key={flag} className="py-3">
            <SwitchField
              {...protectionSwitch(flag, limits.data)}
              checked={data[flag]}
              onChange={(v) => change({ [flag]: v })}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirmAllOff}
        title="Matikan semua proteksi?"
        description="Kedelapan proteksi server (rate limit, DDoS, anti-spoofing, dan lainnya) akan dimatikan sekaligus. Situs menjadi lebih rentan terhadap serangan sampai proteksi dinyalakan kembali."
        confirmLabel="Matikan Semua"
        onConfirm={() => {
          setConfirmAllOff(false);
          change({ allEnabled: false });
        }}
        onCancel={() => setConfirmAllOff(false)}
      />
      <p className="mt-4 text-xs text-slate-600" data-testid="middleware-updated">
        Terakhir diubah oleh {data.updatedBy || 'system'}
        {data.updatedAt ? ` · ${formatDateTime(data.updatedAt)}` : ''}
      </p>
    </Card>
  );
}
