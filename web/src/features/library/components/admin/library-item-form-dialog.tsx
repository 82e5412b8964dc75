import { useCallback, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormActions } from '@/components/ui/form-actions';
import { Dialog } from '@/components/ui/dialog';
import type { DriveValidation } from '@/hooks/use-drive-link-validation';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { useSaveError } from '@/hooks/use-save-error';
import { showToast } from '@/lib/toast';
import { FormError, FormField, INPUT_CLASS } from '@/components/ui/form-field';
import { Switch } from '@/components/ui/switch';
import { useCreateLibraryItem, useUpdateLibraryItem } from '../../api/admin/library-mutations';
import {
  LIBRARY_DESCRIPTION_MAX,
  LIBRARY_FULL_DESCRIPTION_MAX,
  LIBRARY_TITLE_MAX,
  type ManagedLibraryItem,
} from '@hmti/contract';
import { DriveLinkRows } from './drive-link-rows';
import { KeptFiles } from './kept-files';
import {
  initialFormValues,
  isLibraryFormChanged,
  newLinkRow,
  saveErrorMessage,
  uploadErrorToast,
  validateLibraryForm,
  type LibraryFormValues,
  type LinkCheck,
  type LinkRow,
} from './lib/library-form';

interface Props {
  open: boolean;
  item: ManagedLibraryItem | null;
  onClose: () => void;
}

/**
 * 'Upload New Media' without an item, 'Edit Media Item' with one; give each opening a new `key`, so it starts afresh.
 * Every way out (Escape, the backdrop, ×, Cancel) asks "Buang perubahan?" first when something typed would be lost; a
 * successful save closes it at once.
 */
export function LibraryItemFormDialog({ open, item, onClose }: Props) {
  const ids = useId();
  const [initial] = useState(() => initialFormValues(item));
  // The version the form opened: a save over one saved elsewhere since is refused (the list may refetch meanwhile).
  const [basedOn] = useState(item?.updatedAt);
  const [values, setValues] = useState(initial);
  const dirty = isLibraryFormChanged(initial, values);
  const [checks, setChecks] = useState<Record<string, LinkCheck>>({});
  const check = validateLibraryForm(values, checks);
  const { error, tried, refused, markOf } = useSaveError(values, check.ok ? null : check, `${ids}-error`);
  const create = useCreateLibraryItem();
  const update = useUpdateLibraryItem();
  const saving = create.isPending || update.isPending;
  const { leave, discardDialog } = useLeaveGuard({ dirty, saving, onLeave: onClose });

  const set = <K extends keyof LibraryFormValues>(field: K, value: LibraryFormValues[K]) =>
    setValues((v) => ({ ...v, [field]: value }));
  // What the three text fields share: the id their label points at, their value, its change and their look; the one
  // the shown problem is in is marked (and Save moves there: FormActions).
  const textProps = (field: 'title' | 'description' | 'fullDescription') => ({
    id: `${ids}-${field}`,
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, e.target.value),
    disabled: saving,
    className: INPUT_CLASS,
    ...markOf(field),
  });
  const patchRow = (key: string, change: Partial<LinkRow>) =>
    setValues((v) => ({ ...v, links: v.links.map((row) => (row.key === key ? { ...row, ...change } : row)) }));
  const onUrlChange = (key: string, url: string) => {
    patchRow(key, { url });
    setChecks((c) => ({ ...c, [key]: 'pending' }));
  };
  const onRemove = (key: string) => {
    setValues((v) => ({ ...v, links: v.links.filter((row) => row.key !== key) }));
    setChecks(({ [key]: _removed, ...rest }) => rest);
  };
  // Stable: each row reports its link's check again whenever this changes.
  const onValidation = useCallback(
    (key: string, validation: DriveValidation) => setChecks((c) => ({ ...c, [key]: validation.state })),
    [],
  );
  const onRemoveKept = (url: string) => setValues((v) => ({ ...v, kept: v.kept.filter((file) => file.url !== url) }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    tried();
    if (!check.ok) return;
    const onSuccess = () => {
      showToast(
        item
          ? { title: 'Library item updated successfully' }
          : { title: 'Media uploaded successfully', description: 'Library item created successfully' },
      );
      onClose();
    };
    const onError = (err: Error) => {
      refused(saveErrorMessage(err), values);
      // A failed upload is also toasted (with the server's reason, if any); a failed edit shows only under the form.
      if (!item) showToast({ title: uploadErrorToast(err), variant: 'destructive' });
    };
    if (item) update.mutate({ id: item.id, input: { ...check.input, basedOn } }, { onSuccess, onError });
    else create.mutate(check.input, { onSuccess, onError });
  };

  return (
    <Dialog open={open} onClose={leave} title={item ? 'Edit Media Item' : 'Upload New Media'} width="max-w-2xl">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField id={`${ids}-title`} label="Title">
          <input {...textProps('title')} maxLength={LIBRARY_TITLE_MAX} data-autofocus />
        </FormField>
        <FormField id={`${ids}-description`} label="Short description">
          <textarea {...textProps('description')} rows={2} maxLength={LIBRARY_DESCRIPTION_MAX} />
        </FormField>
        <FormField id={`${ids}-fullDescription`} label="Full description">
          <textarea {...textProps('fullDescription')} rows={5} maxLength={LIBRARY_FULL_DESCRIPTION_MAX} />
        </FormField>
        <FormField id={`${ids}-type`} label="Type" className="sm:w-48">
          <select
            id={`${ids}-type`}
            value={values.type}
            onChange={(e) => set('type', e.target.value === 'video' ? 'video' : 'photo')}
            disabled={saving}
            className={INPUT_CLASS}
          >
            <option value="photo">Photo</option>
            <option value="video">Video</option>
          </select>
        </FormField>
        {values.kept.length ? (
          <KeptFiles files={values.kept} title={values.title} disabled={saving} onRemove={onRemoveKept} />
        ) : null}
        <DriveLinkRows
          links={values.links}
          itemType={values.type}
          disabled={saving}
          onUrlChange={onUrlChange}
          onMediaTypeChange={(key, mediaType) => patchRow(key, { mediaType })}
          onRemove={onRemove}
          onValidation={onValidation}
          problemId={markOf('links')['aria-describedby']}
          onAdd={() => setValues((v) => ({ ...v, links: [...v.links, newLinkRow()] }))}
        />
        {/* Off, the item is left out of the public /library and its dashboard card says 'Hidden from the site'. */}
        <div className="flex items-start gap-3">
          <Switch
            checked={values.published}
            onChange={(shown) => set('published', shown)}
            disabled={saving}
            aria-labelledby={`${ids}-shown-label`}
            aria-describedby={`${ids}-shown-state`}
          />
          <div className="min-w-0 text-sm">
            <span id={`${ids}-shown-label`} className="block font-medium text-slate-800">
              Tampilkan di situs
            </span>
            <span id={`${ids}-shown-state`} className="block text-slate-600">
              {values.published
                ? 'Tampil di halaman Library situs.'
                : 'Disembunyikan: tidak tampil di situs, hanya di dashboard (Hidden from the site).'}
            </span>
          </div>
        </div>
        <FormError id={`${ids}-error`} data-testid="library-form-error">
          {error}
        </FormError>
        <FormActions onCancel={leave} pending={saving} divided submitLabel={saving ? 'Saving...' : 'Save'} />
        {discardDialog}
      </form>
    </Dialog>
  );
}
