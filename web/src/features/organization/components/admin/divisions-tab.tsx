import { useState } from 'react';
import { DEFAULT_DIVISION_COLOR, divisionNameOf } from '@hmti/contract';
import { ConfirmMutation } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { showErrorToast } from '@/components/failure-toast';
import { showToast } from '@/lib/toast';
import { useCreateDivision } from '../../api/admin/create-division';
import { useDeleteDivision } from '../../api/admin/delete-division';
import { useDivisions, type Division } from '../../api/admin/get-divisions';
import { newDivisionError } from '../../lib/admin/division-form';
import type { OrganizationAbilities } from '../../lib/admin/org-permissions';
import { DivisionLogo } from './division-logo';
import { DivisionFormDialog } from './division-form-dialog';
import { EditDeleteButtons } from './edit-delete-buttons';
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
        onError: (error) => showErrorToast('Failed to create division', error),
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
                <article
                  className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
                  data-testid="division-card"
                >
                  <div className="flex items-start gap-3">
                    <span
                      className="mt-1 h-8 w-8 shrink-0 rounded-lg border border-slate-200"
                      style={{ backgroundColor: division.color }}
                      aria-hidden="true"
                      data-testid="division-swatch"
                    />
                    <div className="min-w-0 flex-1">
                      <h3 className="font-semibold text-slate-900">{division.displayName}</h3>
                      <p className="text-xs text-slate-600">
                        <code>{division.name}</code> · <span className="uppercase">{division.color}</span>
                      </p>
                    </div>
                    <DivisionLogo src={division.logo} name={division.displayName} className="h-10 w-10" />
                  </div>
                  {division.description ? <p className="mt-3 text-sm text-slate-700">{division.description}</p> : null}
                  <div className="mt-3">
                    {division.positions.length ? (
                      <ul className="flex flex-wrap gap-1.5" aria-label={`Positions of ${division.displayName}`}>
                        {division.positions.map((p) => (
                          <li key={p} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-800">
                            {p}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="text-xs text-slate-600">No positions assigned.</p>
                    )}
                  </div>
                  <EditDeleteButtons
                    name={division.displayName}
                    onEdit={abilities.editDivision ? () => setEditing(division) : undefined}
                    onDelete={abilities.deleteDivision ? () => setDeleting(division) : undefined}
                    className="mt-auto flex gap-2 pt-4"
                  />
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {editing ? <DivisionFormDialog division={editing} onDone={() => setEditing(null)} /> : null}
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
        failure="Failed to delete division"
      />
    </div>
  );
}
