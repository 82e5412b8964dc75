import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ReadOnlyBanner } from '@/components/read-only-banner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useLoadedPermissions } from '@/lib/auth';
import { hasPermission } from '@/lib/authorization';
import { useLedDivisions } from '@/lib/divisions';
import { useSiteSettings } from '@/lib/site-settings';
import { ContentEditor } from './content-editor';
import { ContentView } from './content-view';

/** /dashboard/content — 'Konten Halaman Publik'. */
export function ContentPage() {
  const { permissions, loaded: permissionsLoaded } = useLoadedPermissions({ refetchInterval: 5000 });
  const canEdit = hasPermission(permissions, 'content.edit');

  // ?draft=1 (from the list of unsaved drafts) opens the editor, which offers the draft back.
  const [searchParams, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState(() => searchParams.has('draft'));
  useEffect(() => {
    if (searchParams.has('draft')) void setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);
  useEffect(() => {
    if (permissionsLoaded && !canEdit) setEditing(false);
  }, [permissionsLoaded, canEdit]);
  const settingsQuery = useSiteSettings(0);
  // The divisions a head leads (the leadership's is not one), as the editor's Hero and Warna Divisi tabs list them.
  const divisionsQuery = useLedDivisions();
  const settings = settingsQuery.data;
  // The editor lists the divisions as they are when it opens, so it waits for them.
  const isLoading = settingsQuery.isLoading || (editing && divisionsQuery.isLoading);
  const isError = settingsQuery.isError || (editing && divisionsQuery.isError);

  return (
    <section aria-labelledby="content-page-title" className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="content-page-title" className="text-2xl font-bold text-slate-900">
          Konten Halaman Publik
        </h1>
        {canEdit && !editing && settings ? <Button onClick={() => setEditing(true)}>Edit Konten</Button> : null}
      </header>
      {permissionsLoaded && !canEdit ? <ReadOnlyBanner needs={['content.edit']} /> : null}
      {isLoading ? (
        <div className="flex justify-center py-16">
          <Spinner label="Memuat konten..." />
        </div>
      ) : isError || !settings ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          Gagal memuat konten.
        </p>
      ) : editing ? (
        <ContentEditor
          settings={settings}
          divisions={divisionsQuery.data ?? []}
          canEditLogo={hasPermission(permissions, 'settings.edit')}
          onDone={() => setEditing(false)}
        />
      ) : (
        <ContentView aboutUs={settings.aboutUs} visionMission={settings.visionMission} />
      )}
    </section>
  );
}
