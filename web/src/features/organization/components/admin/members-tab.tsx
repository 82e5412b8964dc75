import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState } from '@/components/ui/empty-state';
import { SpinnerPanel } from '@/components/ui/spinner';
import { useDeleteMember } from '../../api/admin/delete-member';
import { useDeletePeriod } from '../../api/admin/delete-period';
import type { OrganizationAbilities } from '../../lib/admin/org-permissions';
import { useGridPage } from '../../hooks/use-grid-page';
import { usePeriodMembers } from '../../hooks/use-period-members';
import { divisionGroupOf, groupName } from '../../lib/division-group';
import { ALL_DIVISIONS, ALL_DIVISIONS_LABEL } from '../../lib/structure-texts';
import type { OrgMember } from '@hmti/contract';
import { ConfirmMutation } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { FormField, INPUT_CLASS } from '@/components/ui/form-field';
import { InputField } from '@/components/ui/input-field';
import { CreatePeriodDialog } from './create-period-dialog';
import { AdminMemberPhoto } from './admin-member-photo';
import { EditDeleteButtons } from './edit-delete-buttons';
import { MemberFormDialog } from './member-form-dialog';
import { PeriodSelect } from './period-select';

interface Props {
  abilities: OrganizationAbilities;
  periods: readonly string[];
  period: string | null;
  onPeriodChange: (period: string | null) => void;
  periodsLoading: boolean;
  /** The search box, the division and the page: kept in the page's address. */
  search: { text: string; setText: (text: string) => void };
  division: string;
  onDivisionChange: (division: string) => void;
  page: number;
  onPageChange: (page: number) => void;
}

export function MembersTab({
  abilities,
  periods,
  period,
  onPeriodChange,
  periodsLoading,
  search,
  division: chosenDivision,
  onDivisionChange,
  page,
  onPageChange,
}: Props) {
  const ids = useId();
  // The member form while open: a new member (null) or the one edited.
  const [form, setForm] = useState<{ member: OrgMember | null } | null>(null);
  const [deleting, setDeleting] = useState<OrgMember | null>(null);
  const [creatingPeriod, setCreatingPeriod] = useState(false);
  const [deletingPeriod, setDeletingPeriod] = useState<string | null>(null);
  const { membersQuery, allDivisions, sorted, divisions, division, visible } = usePeriodMembers(
    period,
    chosenDivision,
    search.text,
  );
  const removeMember = useDeleteMember();
  const removePeriod = useDeletePeriod();
  const shown = useGridPage(visible, page);
  // The server refuses to delete a period with members; its dialog says so (or that they are not known yet) instead
  // of offering Delete.
  const hasMembers = sorted.length > 0;
  const deletable = membersQuery.isSuccess && !hasMembers;

  return (
    <div className="space-y-5">
      <div className="flex flex-col-reverse gap-4">
        <div className="grid gap-3 sm:grid-cols-3">
          <InputField
            id={`${ids}-search`}
            label="Search"
            type="search"
            value={search.text}
            onChange={(e) => search.setText(e.target.value)}
            placeholder="Search name or position..."
          />
          <PeriodSelect periods={periods} value={period} onChange={onPeriodChange} />
          <FormField id={`${ids}-division`} label="Division">
            <select
              id={`${ids}-division`}
              value={division}
              onChange={(e) => onDivisionChange(e.target.value)}
              className={INPUT_CLASS}
            >
              <option value={ALL_DIVISIONS}>{ALL_DIVISIONS_LABEL}</option>
              {divisions.map((d) => (
                <option key={d} value={d}>
                  {groupName(d, allDivisions)}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <div className="flex flex-wrap gap-2 sm:justify-end">
          {abilities.managePeriods ? (
            <Button variant="secondary" onClick={() => setCreatingPeriod(true)} aria-haspopup="dialog">
              New Period
            </Button>
          ) : null}
          {abilities.managePeriods && periods.length > 1 && period ? (
            <Button variant="secondaryRemove" onClick={() => setDeletingPeriod(period)} aria-haspopup="dialog">
              Delete Period
            </Button>
          ) : null}
          {abilities.manageMembers ? (
            <Button onClick={() => setForm({ member: null })} aria-haspopup="dialog" disabled={periods.length === 0}>
              Add Member
            </Button>
          ) : null}
        </div>
      </div>

      {periodsLoading ? (
        <SpinnerPanel label="Loading members..." />
      ) : (
        <QueryState
          query={membersQuery}
          loading="Loading members..."
          failed={membersQuery.error?.message ?? ''}
          retryLabel="Try again"
          empty={
            <EmptyState data-testid="admin-members-empty">
              {sorted.length === 0 ? `No members in period ${period ?? '-'} yet.` : 'No members match the filters.'}
            </EmptyState>
          }
          isEmpty={() => visible.length === 0}
        >
          {() => (
            <>
              <p className="mb-3 text-sm text-slate-600" aria-live="polite">
                {visible.length} member{visible.length === 1 ? '' : 's'}
              </p>
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="admin-members-grid">
                {shown.items.map((member) => (
                  <li key={member.id}>
                    <article
                      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
                      data-testid="admin-member-card"
                    >
                      <AdminMemberPhoto src={member.imageUrl} name={member.name} className="aspect-square w-full" />
                      <div className="flex flex-1 flex-col gap-1 p-4">
                        <h3 className="font-semibold text-slate-900">{member.name}</h3>
                        <p className="text-sm text-slate-600">{member.position}</p>
                        <span className="mt-1 w-fit rounded-full bg-brand-50 px-3 py-0.5 text-xs font-medium text-brand-700">
                          {groupName(divisionGroupOf(member.position, allDivisions), allDivisions)}
                        </span>
                        {abilities.manageMembers ? (
                          <EditDeleteButtons
                            name={member.name}
                            onEdit={() => setForm({ member })}
                            onDelete={() => setDeleting(member)}
                            className="mt-auto flex gap-2 pt-3"
                          />
                        ) : null}
                      </div>
                    </article>
                  </li>
                ))}
              </ul>
              <Pagination
                page={shown.page}
                pageCount={shown.pageCount}
                onPageChange={onPageChange}
                className="mt-6"
                label="Members pages"
              />
            </>
          )}
        </QueryState>
      )}

      {form ? (
        <MemberFormDialog member={form.member} periods={periods} defaultPeriod={period} onClose={() => setForm(null)} />
      ) : null}
      <ConfirmMutation
        target={deleting}
        onClose={() => setDeleting(null)}
        mutation={removeMember}
        variables={(member) => member.id}
        title="Delete Member"
        description={(member) =>
          `Are you sure you want to delete ${member.name} (${member.position})? This cannot be undone.`
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        cancelLabel="Cancel"
        success={(member) => ({ title: 'Member deleted', description: `${member.name} has been removed.` })}
        failure="Failed to delete organization member"
      />
      <ConfirmMutation
        target={deletingPeriod}
        onClose={() => setDeletingPeriod(null)}
        mutation={removePeriod}
        variables={(p) => p}
        title="Delete Period"
        description={(p) =>
          deletable
            ? `Are you sure you want to delete period ${p}? Its positions are deleted too.`
            : hasMembers
              ? `Period ${p} still has ${sorted.length} member${sorted.length === 1 ? '' : 's'}. Delete them or move them to another period first.`
              : `The members of period ${p} have not loaded yet: a period with members cannot be deleted.`
        }
        allowed={deletable}
        confirmLabel="Delete Period"
        pendingLabel="Deleting..."
        cancelLabel="Cancel"
        success={(p) => ({ title: 'Period deleted', description: `Period ${p} has been deleted.` })}
        failure="Failed to delete period"
      />
      {creatingPeriod ? (
        <CreatePeriodDialog
          periods={periods}
          onClose={() => setCreatingPeriod(false)}
          onCreated={(created) => {
            setCreatingPeriod(false);
            onPeriodChange(created);
          }}
        />
      ) : null}
    </div>
  );
}
