import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { SpinnerPanel } from '@/components/ui/spinner';
import { showToast } from '@/lib/toast';
import { useDeleteDivision } from '../../api/admin/delete-division';
import { useDivisions, type Division } from '../../api/admin/get-divisions';
import { FAILURE_TEXTS, failureToast } from '../../lib/admin/failure-toast';
import type { OrganizationAbilities } from '../../lib/admin/org-permissions';
import { AddDivisionForm } from './add-division-form';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DivisionCard } from './division-card';
import { DivisionFormDialog } from './division-form-dialog';
import { PANEL } from './styles';
import { LoadFailed } from '@/components/ui/load-failed';

export function DivisionsTab({ abilities }: { abilities: OrganizationAbilities }) {
  const { data, isPending, isError, refetch } = useDivisions();
  const [editing, setEditing] = useState<Division | null>(null);
  const [deleting, setDeleting] = useState<Division | null>(null);
  const remove = useDeleteDivision();
  const divisions = data ?? [];

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
          <AddDivisionForm existingNames={divisions.map((d) => d.name)} />
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
