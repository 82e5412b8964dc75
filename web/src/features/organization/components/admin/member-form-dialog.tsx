import { useId, useMemo, useState, type FormEvent } from 'react';
import { FormActions } from '@/components/ui/form-actions';
import { Dialog } from '@/components/ui/dialog';
import { useLeaveGuard } from '@/hooks/use-leave-guard';
import { useSaveError } from '@/hooks/use-save-error';
import { maySaveDriveLink } from '@/hooks/use-drive-link-validation';
import { showErrorToast } from '@/components/failure-toast';
import { showToast } from '@/lib/toast';
import { TextField } from '@/components/ui/form-controls';
import { FormError, FormField, INPUT_CLASS } from '@/components/ui/form-field';
import { useCreateMember } from '../../api/admin/create-member';
import { useUpdateMember } from '../../api/admin/update-member';
import { usePositions } from '../../api/get-positions';
import { serverMessageOf } from '@/lib/api-client';
import { memberFormError } from '../../lib/admin/member-form';
import { namesInOrder } from '../../lib/admin/position-list';
import type { OrgMember } from '@hmti/contract';
import { MemberPhotoField, NO_NEW_PHOTO } from './member-photo-field';
import { PeriodSelect } from './period-select';

const SAVE_FAILED = 'Failed to save organization member';

interface Props {
  member: OrgMember | null;
  periods: readonly string[];
  defaultPeriod: string | null;
  onClose: () => void;
}

/** 'Add Member' without a member, 'Edit Member' with one; each opening starts afresh. */
export function MemberFormDialog({ member, periods, defaultPeriod, onClose }: Props) {
  const ids = useId();
  const [name, setName] = useState(member?.name ?? '');
  const [position, setPosition] = useState(member?.position ?? '');
  const [startPeriod] = useState(member?.period ?? defaultPeriod ?? periods[0] ?? '');
  const [period, setPeriod] = useState(startPeriod);
  const [photo, setPhoto] = useState(NO_NEW_PHOTO);
  // The version the form opened: a save over one saved elsewhere since is refused (the list may refetch meanwhile).
  const [basedOn] = useState(member?.updatedAt);
  const values = useMemo(
    () => ({ name, position, period, ...photo, driveValid: maySaveDriveLink(photo.driveState) }),
    [name, position, period, photo],
  );
  const problem = memberFormError(values);
  const { error, tried, refused, markOf } = useSaveError(values, problem, `${ids}-error`);
  const positions = usePositions(period || null);
  const create = useCreateMember();
  const update = useUpdateMember();
  const saving = create.isPending || update.isPending;
  const dirty =
    name !== (member?.name ?? '') ||
    position !== (member?.position ?? '') ||
    period !== startPeriod ||
    !!photo.file ||
    !!photo.driveUrl.trim();
  const { leave, discardDialog } = useLeaveGuard({ dirty, saving, onLeave: onClose });
  const periodOptions = period && !periods.includes(period) ? [period, ...periods] : periods;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    tried();
    if (problem) return;
    const input = {
      name,
      position,
      period,
      image: photo.photoSource === 'upload' && photo.file ? photo.file : undefined,
      gdriveUrl: photo.photoSource === 'drive' && photo.driveUrl.trim() ? photo.driveUrl.trim() : undefined,
      basedOn,
    };
    const onError = (err: Error) => {
      refused(serverMessageOf(err) ?? SAVE_FAILED, values);
      showErrorToast(SAVE_FAILED, err);
    };
    const onSuccess = () => {
      showToast(
        member
          ? { title: 'Member updated', description: `${name.trim()} has been updated.` }
          : { title: 'Member added', description: `${name.trim()} has been added to ${period}.` },
      );
      onClose();
    };
    if (member) update.mutate({ id: member.id, input }, { onSuccess, onError });
    else create.mutate(input, { onSuccess, onError });
  };

  return (
    <Dialog open onClose={leave} title={member ? 'Edit Member' : 'Add Member'} width="max-w-xl">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Name"
          value={name}
          onChange={setName}
          maxLength={200}
          disabled={saving}
          data-autofocus
          {...markOf('name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={`${ids}-position`}
            label="Position"
            hint="Pick one of the period's positions or type a new one."
          >
            <input
              id={`${ids}-position`}
              value={position}
              onChange={(e) => setPosition(e.target.value)}
              list={`${ids}-positions`}
              maxLength={200}
              disabled={saving}
              aria-describedby={`${ids}-position-hint`}
              className={INPUT_CLASS}
              {...markOf('position')}
            />
            <datalist id={`${ids}-positions`}>
              {namesInOrder(positions.data ?? []).map((p) => (
                <option key={p} value={p} />
              ))}
            </datalist>
          </FormField>
          <PeriodSelect periods={periodOptions} value={period} onChange={setPeriod} disabled={saving} />
        </div>
        <MemberPhotoField
          name={name}
          currentUrl={member?.imageUrl}
          value={photo}
          onChange={setPhoto}
          disabled={saving}
        />
        <FormError id={`${ids}-error`} data-testid="member-form-error">
          {error}
        </FormError>
        <FormActions
          onCancel={leave}
          pending={saving}
          submitLabel={saving ? 'Saving...' : member ? 'Save Changes' : 'Add Member'}
        />
        {discardDialog}
      </form>
    </Dialog>
  );
}
