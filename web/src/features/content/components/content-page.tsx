import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ReadOnlyBanner } from '@/components/read-only-banner';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
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
  if (editing && permissionsLoaded && !canEdit) setEditing(false);
  const settingsQuery = useSiteSettings(0);
  // The divisions a head leads (the leadership's is not one), as the editor's Hero and Warna Divisi tabs list them.
  const divisionsQuery = useLedDivisions();
  const texts = { loading: 'Memuat konten...', failed: 'Gagal memuat konten.' };

  return (
    <section aria-labelledby="content-page-title" className="space-y-6">
      <PageHeader id="content-page-title" title="Konten Halaman Publik">
        {canEdit && !editing && settingsQuery.data ? (
          <Button onClick={() => setEditing(true)}>Edit Konten</Button>
        ) : null}
      </PageHeader>
      {permissionsLoaded && !canEdit ? <ReadOnlyBanner needs={['content.edit']} /> : null}
      <QueryState query={settingsQuery} {...texts}>
        {(settings) =>
          editing ? (
            // The editor lists the divisions as they are when it opens, so it waits for them.
            <QueryState query={divisionsQuery} {...texts}>
              {(divisions) => (
                <ContentEditor
                  settings={settings}
                  divisions={divisions}
                  canEditLogo={hasPermission(permissions, 'settings.edit')}
                  onDone={() => setEditing(false)}
                />
              )}
            </QueryState>
          ) : (
            <ContentView aboutUs={settings.aboutUs} visionMission={settings.visionMission} />
          )
        }
      </QueryState>
    </section>
  );
}
