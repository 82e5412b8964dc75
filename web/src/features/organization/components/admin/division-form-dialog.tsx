import { useId, useState, type FormEvent } from 'react';
import { FormActions } from '@/components/ui/form-actions';
import { Dialog } from '@/components/ui/dialog';
import { refusalField, serverMessageOf } from '@/lib/api-client';
import { showErrorToast } from '@/components/failure-toast';
import { showToast } from '@/lib/toast';
import { TextField } from '@/components/ui/form-controls';
import { FormError, FormField, INPUT_CLASS } from '@/components/ui/form-field';
import { hasChanges } from '@/lib/drafts';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { inputProblem, useSaveError } from '@/hooks/use-save-error';
import type { Division } from '../../api/admin/get-divisions';
import { useUpdateDivision } from '../../api/admin/update-division';
import { useUploadOrganizationImage } from '../../api/admin/upload-organization-image';
import { DEFAULT_DIVISION_COLOR, divisionUpdateSchema, isHexColor } from '@hmti/contract';
import { DivisionLogoField } from './division-logo-field';
import { DivisionPositionsField } from './division-positions-field';

const SAVE_FAILED = 'Failed to update division';

/** 'Edit Division'; each opening starts afresh. */
export function DivisionFormDialog({ division, onDone }: { division: Division; onDone: () => void }) {
  const ids = useId();
  const [initial] = useState(() => ({
    displayName: division.displayName,
    description: division.description,
    positions: division.positions,
    color: isHexColor(division.color) ? division.color.toUpperCase() : DEFAULT_DIVISION_COLOR,
    logo: division.logo,
    // The version the form opened: a save over one saved elsewhere since is refused (the list may refetch meanwhile).
    basedOn: division.updatedAt,
  }));
  const [values, setValues] = useState(initial);
  const set = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [field]: value }));
  const { displayName, color } = values;
  const problem = inputProblem(divisionUpdateSchema, values);
  const { error, tried, refused, markOf } = useSaveError(values, problem, `${ids}-error`);
  const update = useUpdateDivision();
  const upload = useUploadOrganizationImage();
  const busy = update.isPending || upload.isPending;
  const { leave, discardDialog } = useLeaveGuard({
    dirty: hasChanges(initial, values),
    // A logo still uploading stays with the form too: leaving would drop it.
    saving: busy,
    onLeave: onDone,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    tried();
    if (problem) return;
    update.mutate(
      { id: division.id, input: values },
      {
        onSuccess: () => {
          showToast({ title: 'Division updated', description: `${displayName.trim()} has been saved.` });
          onDone();
        },
        onError: (err) => {
          // Said under the form too (a logo the site could not show, a name taken), until the values change.
          refused(serverMessageOf(err) ?? SAVE_FAILED, values, refusalField(err));
          showErrorToast(SAVE_FAILED, err);
        },
      },
    );
  };

  return (
    <Dialog open onClose={leave} title="Edit Division" width="max-w-xl">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">
          Key: <code className="rounded bg-slate-100 px-1 text-slate-800">{division.name}</code>
        </p>
        <TextField
          label="Display name"
          value={displayName}
          onChange={(text) => set('displayName', text)}
          maxLength={200}
          disabled={busy}
          data-autofocus
          {...markOf('displayName')}
        />
        <TextField
          label="Description"
          rows={3}
          value={values.description}
          onChange={(text) => set('description', text)}
          maxLength={2000}
          disabled={busy}
          {...markOf('description')}
        />
        <DivisionPositionsField
          value={values.positions}
          onChange={(positions) => set('positions', positions)}
          current={division.positions}
          disabled={busy}
        />
        <FormField id={`${ids}-color`} label="Colour">
          <div className="flex items-center gap-3">
            <input
              id={`${ids}-color`}
              type="color"
              value={isHexColor(color) ? color.toLowerCase() : DEFAULT_DIVISION_COLOR.toLowerCase()}
              onChange={(e) => set('color', e.target.value.toUpperCase())}
              disabled={busy}
              className="h-10 w-14 cursor-pointer rounded border border-slate-300 bg-white p-1"
            />
            <label htmlFor={`${ids}-hex`} className="sr-only">
              Colour hex code
            </label>
            <input
              id={`${ids}-hex`}
              value={color}
              onChange={(e) => set('color', e.target.value)}
              maxLength={7}
              disabled={busy}
              className={`${INPUT_CLASS} max-w-32 font-mono uppercase`}
              {...markOf('color')}
            />
          </div>
        </FormField>
        <DivisionLogoField
          value={values.logo}
          onChange={(logo) => set('logo', logo)}
          mark={markOf('logo')}
          name={displayName || division.displayName}
          disabled={update.isPending}
          upload={upload}
        />
        <FormError id={`${ids}-error`} data-testid="division-edit-error">
          {error}
        </FormError>
        <FormActions
          onCancel={leave}
          pending={update.isPending}
          submitDisabled={busy}
          submitLabel={update.isPending ? 'Saving...' : 'Save Changes'}
        />
        {discardDialog}
      </form>
    </Dialog>
  );
}
