import { useState } from 'react';
import { DEFAULT_DIVISION_COLOR, divisionNameOf } from '@hmti/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { SpinnerPanel } from '@/components/ui/spinner';
import { showToast } from '@/lib/toast';
import { useCreateDivision } from '../../api/admin/create-division';
import { useDeleteDivision } from '../../api/admin/delete-division';
import { useDivisions, type Division } from '../../api/admin/get-divisions';
import { FAILURE_TEXTS, failureToast } from '../../lib/admin/failure-toast';
import { newDivisionError } from '../../lib/admin/division-form';
import type { OrganizationAbilities } from '../../lib/admin/org-permissions';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DivisionCard } from './division-card';
import { DivisionFormDialog } from './division-form-dialog';
import { NewNameForm } from './new-name-form';
import { PANEL } from './styles';
import { LoadFailed } from '@/components/ui/load-failed';

export function DivisionsTab({ abilities }: { abilities: OrganizationAbilities }) {
  const { data, isPending, isError, refetch } = useDivisions();
  const [editing, setEditing] = useState<Division | null>(null);
  const [deleting, setDeleting] = useState<Division | null>(null);
  const create = useCreateDivision();
  const remove = useDeleteDivision();
  const divisions = data ?? [];
  const names = divisions.map((d) => d.name);

  // The typed name is the new division's displayName; its key (lowercase_underscored) is previewed as you type.
  const addDivision = (value: string, clear: () => void) => {
    const problem = newDivisionError(value, names);
    if (problem) return problem;
    const displayName = value.trim();
    create.mutate(
      { displayName },
      {
        onSuccess: () => {
          showToast({ title: 'Division created', description: `${displayName} has been added.` });
          clear();
        },
        onError: (error) => showToast(failureToast(FAILURE_TEXTS.createDivision, error)),
      },
    );
    return null;
  };

  const confirmDelete = (division: Division) =>
    remove.mutate(division.id, {
      onSuccess: () =>
        showToast({ title: 'Division deleted', description: `${division.displayName} has been deleted.` }),
      onError: (error) => showToast(failureToast(FAILURE_TEXTS.deleteDivision, error)),
      onSettled: () => setDeleting(null),
    });

  return (
    <div className="space-y-5">
      {abilities.createDivision ? (
        <div className={PANEL}>
          <NewNameForm
            label="New division name"
            placeholder="e.g. Riset dan Teknologi"
            submitLabel={create.isPending ? 'Adding...' : 'Add Division'}
            errorTestId="division-form-error"
            onAdd={addDivision}
            pending={create.isPending}
            rowClassName="flex flex-col gap-2 sm:flex-row"
            preview={(value) => (
              <>
                <span
                  className="inline-block h-3 w-3 rounded-full"
                  style={{ backgroundColor: DEFAULT_DIVISION_COLOR }}
                  aria-hidden="true"
                />
                Key:{' '}
                <code className="rounded bg-slate-100 px-1 text-slate-800" data-testid="division-key-preview">
                  {divisionNameOf(value) || '—'}
                </code>
              </>
            )}
          />
        </div>
      ) : null}
      {/* A failed refetch keeps the list on screen; the error panel is for a list that never loaded. */}
      {isPending ? (
        <SpinnerPanel label="Loading divisions..." />
      ) : isError && !data ? (
        <LoadFailed message="Failed to load the divisions." retryLabel="Try again" onRetry={refetch} />
      ) : divisions.length === 0 ? (
        <EmptyState>No divisions yet.</EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="divisions-grid">
          {divisions.map((division) => (
            <li key={division.id}>
              <DivisionCard
                division={division}
                onEdit={abilities.editDivision ? () => setEditing(division) : undefined}
                onDelete={abilities.deleteDivision ? () => setDeleting(division) : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      <DivisionFormDialog division={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        cancelLabel="Cancel"
        open={!!deleting}
        title="Delete Division"
        description={
          deleting
            ? `Are you sure you want to delete the division ${deleting.displayName}? This cannot be undone. A division that still has members or users cannot be deleted.`
            : ''
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && confirmDelete(deleting)}
      />
    </div>
  );
}
