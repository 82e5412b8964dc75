import { useState } from 'react';
import {
  FIELD_LABELS,
  settingsFieldOf,
  type SettingsKey,
  type SettingsRevisionSummary,
  type SiteSettings,
} from '@hmti/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTimeWithZone } from '@/lib/dates';
import { showToast } from '@/lib/toast';
import { useSettingsRevision } from '../api/get-settings-revision';
import { useSettingsRevisions } from '../api/get-settings-revisions';
import { useRestoreSettingsRevision } from '../api/restore-settings-revision';
import { Card } from '@/components/ui/form-controls';
import { showFailureToast } from '@/components/failure-toast';
import { QueryState } from '@/components/ui/query-state';

const LABELS = FIELD_LABELS.siteSettings;
/** Who saved, and through which door: 'Owner · lewat /admin'; the server's own saves are 'Sistem'. */
const byWhom = (entry: SettingsRevisionSummary) =>
  entry.actorKind === 'system'
    ? 'Sistem'
    : `${entry.userName} · lewat ${entry.actorKind === 'admin' ? '/admin' : 'dashboard'}`;
const changed = (entry: SettingsRevisionSummary) =>
  entry.changes
    ? `Diubah: ${entry.changes.map((key) => LABELS[key]).join(', ')}`
    : 'Pengaturan sebelum perubahan pertama';

/** A setting's value in one line: text without its markup, a switch as its state, a group as changed. */
function preview(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'aktif' : 'nonaktif';
  if (typeof value !== 'string') return '(isi grup ini berubah)';
  const text = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return '(kosong)';
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

interface RestoreProps {
  current: SiteSettings;
  canRestoreContent: boolean;
  onRestored: () => void;
}

/**
 * Settings → History: every kept version of the site settings (saves from the dashboard and /admin, resets and
 * restores), newest first; with settings.edit, any older version can be restored after seeing what it changes (one
 * that changes page content also needs content.edit).
 */
export function HistoryTab({ canRestore, ...restore }: RestoreProps & { canRestore: boolean }) {
  const history = useSettingsRevisions();
  const [chosen, setChosen] = useState<SettingsRevisionSummary | null>(null);
  return (
    <Card
      title="History"
      description="Setiap penyimpanan pengaturan situs dan konten halaman publik, dari dashboard maupun /admin, tercatat di sini. Memulihkan satu versi juga tercatat, sehingga dapat dibatalkan."
    >
      <QueryState
        query={history}
        loading="Memuat riwayat..."
        failed="Gagal memuat riwayat."
        empty={
          <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
            Belum ada riwayat. Setiap penyimpanan pengaturan akan tercatat di sini.
          </p>
        }
        isEmpty={(page) => page.data.length === 0}
      >
        {({ data: entries }) => (
          <ol aria-label="Riwayat pengaturan" className="divide-y divide-slate-200">
            {entries.map((entry, index) => (
              <li key={entry.id} className="flex flex-wrap items-start justify-between gap-3 py-3 text-sm">
                <div className="min-w-0 flex-1 space-y-0.5">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    {entry.title}
                    {index === 0 ? (
                      <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
                        Versi saat ini
                      </span>
                    ) : null}
                  </p>
                  <p className="text-slate-600">
                    <time dateTime={entry.savedAt}>{formatDateTimeWithZone(entry.savedAt, true)}</time> ·{' '}
                    {byWhom(entry)}
                  </p>
                  <p className="break-words text-slate-600">{changed(entry)}</p>
                </div>
                {canRestore && index > 0 ? (
                  <Button variant="secondary" onClick={() => setChosen(entry)}>
                    Pulihkan
                  </Button>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      {chosen ? <RestoreDialog entry={chosen} onClose={() => setChosen(null)} {...restore} /> : null}
    </Card>
  );
}

/** Asks before a restore, listing the settings it changes with this version's values. */
function RestoreDialog({
  entry,
  current,
  canRestoreContent,
  onClose,
  onRestored,
}: RestoreProps & { entry: SettingsRevisionSummary; onClose: () => void }) {
  const revision = useSettingsRevision(entry.id);
  const restore = useRestoreSettingsRevision();
  const when = formatDateTimeWithZone(entry.savedAt, true);
  const settings = revision.data?.settings;
  const differences = settings
    ? (Object.keys(settings) as SettingsKey[]).filter(
        (key) => JSON.stringify(settings[key]) !== JSON.stringify(current[key]),
      )
    : [];
  // The server refuses a restore that changes page content without content.edit: said here, before it is tried.
  const content = differences.filter((key) => settingsFieldOf(key)?.permission === 'content.edit');
  const refused = !canRestoreContent && content.length > 0;
  const onConfirm = () =>
    restore.mutate(entry.id, {
      onSuccess: ({ notRestored }) => {
        const kept = notRestored.length
          ? ` Tidak dipulihkan, karena gambarnya dari situs lain yang tidak dapat ditampilkan: ${notRestored.join(', ')}.`
          : '';
        showToast({ title: 'Settings Restored', description: `Pengaturan dikembalikan ke versi ${when}.${kept}` });
        onClose();
        onRestored();
      },
      onError: (error) => showFailureToast('Restore Failed', error),
    });
  return (
    <ConfirmDialog
      open
      title="Pulihkan versi ini?"
      description={`Pengaturan situs dikembalikan ke versi ${when}. Versi saat ini tetap ada di riwayat.`}
      confirmLabel="Pulihkan"
      pendingLabel="Memulihkan..."
      pending={restore.isPending}
      allowed={!refused}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      {revision.isLoading ? (
        <Spinner label="Memuat versi..." />
      ) : !settings ? (
        <p role="alert" className="text-sm text-red-800">
          Gagal memuat versi ini.
        </p>
      ) : differences.length === 0 ? (
        <p className="text-sm text-slate-700">Versi ini sama dengan pengaturan saat ini.</p>
      ) : (
        <div className="text-sm text-slate-700">
          <p className="font-medium text-slate-900">Yang berubah:</p>
          <ul className="mt-1 max-h-64 list-disc space-y-1 overflow-y-auto pl-5">
            {differences.map((key) => (
              <li key={key} className="break-words">
                <strong>{LABELS[key]}</strong>: {preview(settings[key])}
              </li>
            ))}
          </ul>
          {refused ? (
            <p role="alert" className="mt-3 text-red-800">
              {`Versi ini juga mengubah konten halaman publik (${content.map((key) => LABELS[key]).join(', ')}). Memulihkannya memerlukan izin content.edit.`}
            </p>
          ) : null}
        </div>
      )}
    </ConfirmDialog>
  );
}
