import { useQuery } from '@tanstack/react-query';
import { useBlocker, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DiscardChangesDialog } from '@/components/ui/discard-changes-dialog';
import { SpinnerPanel } from '@/components/ui/spinner';
import { meQueryOptions, useLoadedPermissions } from '@/lib/auth';
import { hasPermission } from '@/lib/authorization';
import { showToast } from '@/lib/toast';
import { useStoredSettings } from '../api/get-settings';
import { siteSettingsSchema } from '@hmti/contract';
import { useUpdateSettings } from '../api/update-settings';
import { useEdits } from '../hooks/use-edits';
import { canResetSettings, isOwnerRole } from '../lib/access';
import { inputProblem } from '@/hooks/use-save-error';
import { changedSettings, settingsFormFrom } from '../lib/settings-form';
import {
  isEditableSiteTab,
  isSiteTab,
  resolveTab,
  TAB_LABELS,
  visibleTabs,
  type SettingsTab,
} from '../lib/settings-tabs';
import { HistoryTab } from './history-tab';
import { AppearanceTab, ContactTab, GeneralTab, LinksTab } from './site-tabs';
import { MiddlewareTab } from './middleware-tab';
import { ProfileTab } from './profile-tab';
import { ResetSettingsButton } from './reset-settings-button';
import { SecurityTab } from './security-tab';
import { TabList, tabPanelProps } from '@/components/ui/tab-list';
import { showFailureToast } from '@/components/failure-toast';
import { QueryState } from '@/components/ui/query-state';
import { ReadOnlyBanner } from '@/components/read-only-banner';

const UPDATE_FAILED = 'Update Failed';

/** /dashboard/settings: site settings, security middleware (owner) and the own account. */
export function SettingsPage() {
  const { data: user, isLoading: userLoading } = useQuery({ ...meQueryOptions(), refetchInterval: 15_000 });
  const { permissions, loaded: permissionsLoaded } = useLoadedPermissions();
  const [searchParams, setSearchParams] = useSearchParams();

  const canViewSettings = hasPermission(permissions, 'settings.view');
  const canEdit = hasPermission(permissions, 'settings.edit');
  const isOwner = isOwnerRole(user?.role);
  const access = { canViewSettings, isOwner };
  const tab = resolveTab(searchParams.get('tab'), access);

  const stored = useStoredSettings(canViewSettings);
  // Only the touched fields that differ from what is stored are sent.
  const storedForm = settingsFormFrom(stored.data);
  const site = useEdits(storedForm);
  const changes = changedSettings(storedForm, site.form);
  const dirty = Object.keys(changes).length > 0;
  const save = useUpdateSettings();
  // Leaving the page asks before dropping unsaved changes; another tab keeps them (the four are saved together).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  const openTab = (next: SettingsTab) =>
    setSearchParams(
      (params) => {
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  const onSave = () => {
    if (!dirty) return showToast({ title: 'No Changes', description: 'Tidak ada perubahan untuk disimpan.' });
    const problem = inputProblem(siteSettingsSchema, changes);
    if (problem) return showToast({ title: UPDATE_FAILED, description: problem.message, variant: 'destructive' });
    save.mutate(changes, {
      onSuccess: () => {
        site.discard();
        showToast({ title: 'Settings Updated', description: 'Pengaturan berhasil disimpan.' });
      },
      onError: (error) => showFailureToast(UPDATE_FAILED, error),
    });
  };

  if (!permissionsLoaded || userLoading) return <SpinnerPanel label="Memuat pengaturan..." />;

  const locked = !canEdit || save.isPending;
  const siteProps = { form: site.form, update: site.update, disabled: locked };

  return (
    <section aria-labelledby="settings-title" className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="settings-title" className="text-2xl font-bold text-slate-900">
            Settings
          </h1>
          <p className="mt-1 text-sm text-slate-600">Kelola pengaturan situs, keamanan, dan akun Anda.</p>
        </div>
        {canResetSettings(user?.role, permissions) ? (
          <ResetSettingsButton onReset={site.discard} resetsContent={hasPermission(permissions, 'content.edit')} />
        ) : null}
      </header>

      <TabList
        label="Bagian pengaturan"
        idPrefix="settings"
        tabs={visibleTabs(access).map((t) => ({ value: t, label: TAB_LABELS[t] }))}
        value={tab}
        onChange={openTab}
      />

      <div {...tabPanelProps('settings', tab)} className="space-y-6">
        {isSiteTab(tab) && !canEdit ? <ReadOnlyBanner needs={['settings.edit']} subject="pengaturan situs" /> : null}
        {isEditableSiteTab(tab) || tab === 'history' ? (
          <QueryState query={stored} loading="Memuat pengaturan..." failed="Gagal memuat pengaturan.">
            {(current) =>
              tab === 'history' ? (
                <HistoryTab
                  current={current}
                  canRestore={canEdit}
                  canRestoreContent={hasPermission(permissions, 'content.edit')}
                  onRestored={site.discard}
                />
              ) : (
                <>
                  {tab === 'general' ? <GeneralTab {...siteProps} /> : null}
                  {tab === 'appearance' ? <AppearanceTab {...siteProps} /> : null}
                  {tab === 'contact' ? <ContactTab {...siteProps} /> : null}
                  {tab === 'links' ? <LinksTab {...siteProps} /> : null}
                  {/* The changed fields of all four tabs are saved together. */}
                  <div className="flex flex-wrap items-center justify-end gap-3">
                    {dirty ? (
                      <p className="mr-auto text-sm text-amber-800" role="status">
                        Ada perubahan yang belum disimpan.
                      </p>
                    ) : null}
                    <Button variant="secondary" onClick={site.discard} disabled={locked || !dirty}>
                      Batal
                    </Button>
                    <Button onClick={onSave} disabled={locked}>
                      {save.isPending ? 'Menyimpan...' : 'Simpan Perubahan'}
                    </Button>
                  </div>
                </>
              )
            }
          </QueryState>
        ) : null}
        {tab === 'security' ? <SecurityTab isOwner={isOwner} openTab={openTab} /> : null}
        {tab === 'middleware' ? <MiddlewareTab /> : null}
        {tab === 'profile' ? <ProfileTab user={user} /> : null}
      </div>
      <DiscardChangesDialog
        open={blocker.state === 'blocked'}
        onDiscard={() => blocker.proceed?.()}
        onKeepEditing={() => blocker.reset?.()}
      />
    </section>
  );
}
