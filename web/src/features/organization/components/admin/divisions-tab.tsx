import { useState } from 'react';
import { DEFAULT_DIVISION_COLOR, divisionNameOf } from '@hmti/contract';
import { ConfirmMutation } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { showToast } from '@/lib/toast';
import { useCreateDivision } from '../../api/admin/create-division';
import { useDeleteDivision } from '../../api/admin/delete-division';
import { useDivisions, type Division } from '../../api/admin/get-divisions';
import { FAILURE_TEXTS, failureToast } from '../../lib/admin/failure-toast';
import { newDivisionError } from '../../lib/admin/division-form';
import type { OrganizationAbilities } from '../../lib/admin/org-permissions';
import { DivisionCard } from './division-card';
import { DivisionFormDialog } from './division-form-dialog';
import { NewNameForm } from './new-name-form';
import { PANEL } from './styles';

export function DivisionsTab({ abilities }: { abilities: OrganizationAbilities }) {
  const divisionsQuery = useDivisions();
  const [editing, setEditing] = useState<Division | null>(null);
  const [deleting, setDeleting] = useState<Division | null>(null);
  const create = useCreateDivision();
  const remove = useDeleteDivision();
  const names = (divisionsQuery.data ?? []).map((d) => d.name);

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
      <QueryState
        query={divisionsQuery}
        loading="Loading divisions..."
        failed="Failed to load the divisions."
        retryLabel="Try again"
        empty="No divisions yet."
        isEmpty={(divisions) => divisions.length === 0}
      >
        {(divisions) => (
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
      </QueryState>
      <DivisionFormDialog division={editing} onClose={() => setEditing(null)} />
      <ConfirmMutation
        target={deleting}
        onClose={() => setDeleting(null)}
        mutation={remove}
        variables={(division) => division.id}
        title="Delete Division"
        description={(division) =>
          `Are you sure you want to delete the division ${division.displayName}? This cannot be undone. A division that still has members or users cannot be deleted.`
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        cancelLabel="Cancel"
        success={(division) => ({
          title: 'Division deleted',
          description: `${division.displayName} has been deleted.`,
        })}
        failure={FAILURE_TEXTS.deleteDivision}
      />
    </div>
  );
}
