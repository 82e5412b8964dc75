import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ShownSettings } from '@/config/site-defaults';
import { DraftRestoreBanner } from '@/components/ui/draft-restore-banner';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { useUnsavedDraft } from '@/hooks/use-unsaved-draft';
import { changedFields } from '@/lib/drafts';
import { ApiError } from '@/lib/api-client';
import { showToast } from '@/lib/toast';
import { checkInput, contentSettingsSchema } from '@hmti/contract';
import { useUpdateContentSettings } from '../api/update-content-settings';
import { contentFormFrom, contentPayload, type ContentForm, type UpdateContent } from '../lib/content-form';
import type { DivisionOption } from '@/lib/divisions';
import { divisionNames } from '../lib/divisions';
import { AboutTab } from './about-tab';
import { ColorsTab } from './colors-tab';
import { HeroTab } from './hero-tab';
import { TabList, tabPanelProps } from '@/components/ui/tab-list';
import { VisionTab } from './vision-tab';

type EditorTab = 'about' | 'vision' | 'hero' | 'colors';
const TABS: { value: EditorTab; label: string }[] = [
  { value: 'about', label: 'Tentang Kami' },
  { value: 'vision', label: 'Visi & Misi' },
  { value: 'hero', label: 'Hero' },
  { value: 'colors', label: 'Warna Divisi' },
];

const FAILED = {
  title: 'Gagal memperbarui konten',
  description: 'Terjadi kesalahan saat menyimpan perubahan.',
  variant: 'destructive' as const,
};

interface Props {
  /** The site settings, with the chart's people the Hero tab's empty fields stand for (currentLeaders). */
  settings: ShownSettings;
  /** The divisions that exist when the editor opens. */
  divisions: readonly DivisionOption[];
  canEditLogo: boolean;
  onDone: () => void;
}

const PICTURES_STILL_UPLOADING = 'Gambar masih diunggah. Tunggu sampai selesai, lalu simpan.';

/** The tab that holds a field of the form (a key path as the contract's check and the server name it). */
const tabOf = (field: string): EditorTab =>
  field.startsWith('divisionColors')
    ? 'colors'
    : field === 'aboutUs'
      ? 'about'
      : field === 'visionMission'
        ? 'vision'
        : 'hero';

/** The public-content editor; starts from the settings as they were when it opened and saves only what changed. */
export function ContentEditor({ settings, divisions, canEditLogo, onDone }: Props) {
  const id = useId();
  const [initial] = useState(() => contentFormFrom(settings, divisions));
  const [form, setForm] = useState<ContentForm>(initial);
  const [tab, setTab] = useState<EditorTab>('about');
  const save = useUpdateContentSettings();
  const saving = save.isPending;
  // Only what the person changed: the save sends just that, and restoring the draft later keeps what others saved since.
  const changed = useMemo(() => changedFields(initial, form), [initial, form]);
  const dirty = Object.keys(changed).length > 0;
  const draft = useUnsavedDraft<Partial<ContentForm>>({
    key: 'content',
    label: 'Konten Halaman Publik',
    href: '/dashboard/content?draft=1',
    value: changed,
    dirty,
  });
  const done = () => {
    draft.clear();
    onDone();
  };
  // Pictures still uploading (in Tentang Kami, in the Hero): a save waits for them, and leaving
  // asks first (the picture would be lost).
  const [uploads, setUploads] = useState(0);
  const trackUpload = useCallback((uploading: boolean) => setUploads((n) => Math.max(0, n + (uploading ? 1 : -1))), []);
  const { leave, discardDialog } = useLeaveGuard({ dirty: dirty || uploads > 0, onLeave: onDone, onDiscard: done });
  const saved = () => {
    showToast({ title: 'Konten berhasil diperbarui', description: 'Perubahan telah disimpan.' });
    done();
  };

  // A refused save's message and the field it names: the editor is taken there, and the field is marked with it until
  // the form changes.
  const [refused, setRefused] = useState<{ message: string; field: string | null } | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const marked = refused?.field ? panel.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
    marked?.focus({ preventScroll: true });
    marked?.scrollIntoView({ block: 'center' });
  }, [refused]);
  const refuse = (message: string, field: string | null = null) => {
    showToast({ ...FAILED, description: message });
    if (field) setTab(tabOf(field));
    setRefused({ message, field });
  };
  const errorAt = (field: string) => (refused?.field === field ? refused.message : undefined);

  const update: UpdateContent = (key, value) => {
    setRefused(null);
    setForm((f) => ({ ...f, [key]: typeof value === 'function' ? value(f[key]) : value }));
  };

  const onSave = () => {
    if (uploads > 0) return showToast({ ...FAILED, description: PICTURES_STILL_UPLOADING });
    if (!dirty) return saved();
    // What the server would refuse is said before sending, in the server's words (a division by its name).
    const changes = contentPayload(changed, initial);
    const checked = checkInput(contentSettingsSchema, changes, { divisions: divisionNames(divisions) });
    if (!checked.ok) return refuse(checked.message, checked.field);
    save.mutate(changes, {
      onSuccess: saved,
      onError: (error) => {
        console.error('Settings update failed', error);
        if (error instanceof ApiError) refuse(error.userMessage, error.field);
        else refuse(FAILED.description);
      },
    });
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" onClick={leave} disabled={saving}>
          <span aria-hidden="true">←</span> Kembali
        </Button>
        <TabList label="Bagian konten" idPrefix={id} tabs={TABS} value={tab} onChange={setTab} />
      </div>

      {draft.offered ? (
        <DraftRestoreBanner
          savedAt={draft.offered.savedAt}
          onRestore={() => {
            const { data } = draft.offered ?? {};
            if (data) setForm({ ...initial, ...data });
            draft.dismissOffer();
          }}
          onDiscard={draft.clear}
        />
      ) : null}

      <div
        ref={panel}
        {...tabPanelProps(id, tab)}
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <div hidden={tab !== 'about'}>
          <AboutTab
            value={form.aboutUs}
            onChange={(html) => update('aboutUs', html)}
            onUploadingChange={trackUpload}
            disabled={saving}
          />
        </div>
        {tab === 'vision' ? (
          <VisionTab value={form.visionMission} onChange={(v) => update('visionMission', v)} disabled={saving} />
        ) : null}
        {tab === 'hero' ? (
          <HeroTab
            form={form}
            leaders={settings.currentLeaders}
            divisions={divisions}
            update={update}
            canEditLogo={canEditLogo}
            disabled={saving}
            onUploadingChange={trackUpload}
            errorAt={errorAt}
          />
        ) : null}
        {tab === 'colors' ? (
          <ColorsTab
            colors={form.divisionColors}
            divisions={divisions}
            onChange={(colors) => update('divisionColors', colors)}
            disabled={saving}
          />
        ) : null}
      </div>

      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={leave} disabled={saving}>
          Batal
        </Button>
        <Button onClick={onSave} disabled={saving}>
          {saving ? 'Menyimpan...' : 'Simpan Perubahan'}
        </Button>
      </div>
      {discardDialog}
    </div>
  );
}
