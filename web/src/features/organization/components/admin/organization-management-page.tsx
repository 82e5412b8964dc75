import { useState } from 'react';
import { useBlocker } from 'react-router';
import { ReadOnlyBanner } from '@/components/read-only-banner';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageHeader } from '@/components/ui/page-header';
import { usePermissions } from '@/lib/auth';
import { hasAnyPermission } from '@/lib/authorization';
import { usePeriods } from '../../api/get-periods';
import { organizationAbilities, TAB_CHANGE_PERMISSIONS } from '../../lib/admin/org-permissions';
import { DivisionsTab } from './divisions-tab';
import { MembersTab } from './members-tab';
import { TabList, tabPanelProps } from '@/components/ui/tab-list';
import { PositionsTab } from './positions-tab';
import { DiscardChangesDialog } from '@/components/ui/discard-changes-dialog';
import { useDashboardList } from '@/hooks/use-list-query-string';
import { ALL_DIVISIONS } from '../../lib/structure-texts';
import { draftChanged, type PositionsDraft } from '../../lib/admin/position-list';

const ORGANIZATION_TABS = [
  { value: 'members', label: 'Members' },
  { value: 'positions', label: 'Positions' },
  { value: 'divisions', label: 'Divisions' },
] as const;
type OrganizationTab = (typeof ORGANIZATION_TABS)[number]['value'];

/**
 * /dashboard/organization: each action only for those holding its permission; view-only users still see the lists.
 * The tab, the period and the Members tab's search, division and page live in the address (as every dashboard list's).
 */
export function OrganizationManagementPage() {
  const { data: permissions } = usePermissions();
  const abilities = organizationAbilities(permissions);
  const list = useDashboardList<{ tab: OrganizationTab; period: string; division: string }>(
    { tab: 'members', period: '', division: ALL_DIVISIONS },
    { tab: ORGANIZATION_TABS.map((t) => t.value) },
  );
  const { tab } = list.query;
  // A tab without any action for this user says so, and names what changing it needs.
  const readOnly = permissions !== undefined && !hasAnyPermission(permissions, TAB_CHANGE_PERMISSIONS[tab]);
  const periodsQuery = usePeriods();
  const periods = periodsQuery.data ?? [];
  // The chosen period is shared by the Members and Positions tabs; none (or a deleted one) is the newest.
  const period = periods.includes(list.query.period) ? list.query.period : (periods[0] ?? null);
  // Unsaved position edits: another period, tab or page asks before dropping them.
  const [positionsDraft, setPositionsDraft] = useState<PositionsDraft | null>(null);
  const blocker = useBlocker(draftChanged(positionsDraft));
  const periodTab = {
    abilities,
    periods,
    period,
    onPeriodChange: (next: string | null) => list.setFilter('period', next ?? ''),
  };

  return (
    <section aria-labelledby="organization-admin-heading" className="space-y-6">
      <PageHeader
        id="organization-admin-heading"
        eyebrow="Organization"
        title="Organization Structure Management"
        description="Members, positions and divisions per period."
      />
      <TabList
        label="Organization sections"
        idPrefix="organization"
        tabs={ORGANIZATION_TABS}
        value={tab}
        onChange={(next) => list.setFilter('tab', next)}
      />
      <div {...tabPanelProps('organization', tab)} className="space-y-6">
        {readOnly ? <ReadOnlyBanner needs={TAB_CHANGE_PERMISSIONS[tab]} subject="bagian ini" /> : null}
        {periodsQuery.isError && !periodsQuery.data && tab !== 'divisions' ? (
          <LoadFailed message="Failed to load the periods." retryLabel="Try again" onRetry={periodsQuery.refetch} />
        ) : tab === 'members' ? (
          <MembersTab
            {...periodTab}
            periodsLoading={periodsQuery.isPending}
            search={list.search}
            division={list.query.division}
            onDivisionChange={(next) => list.setFilter('division', next)}
            // Words typed but not yet in the address already filter the grid: its first page, as once they are.
            page={list.search.text.trim() === list.query.q.trim() ? list.query.page : 1}
            onPageChange={list.setPage}
          />
        ) : tab === 'positions' ? (
          <PositionsTab {...periodTab} draft={positionsDraft} setDraft={setPositionsDraft} />
        ) : (
          <DivisionsTab abilities={abilities} />
        )}
      </div>
      <DiscardChangesDialog
        open={blocker.state === 'blocked'}
        onDiscard={() => {
          setPositionsDraft(null);
          blocker.proceed?.();
        }}
        onKeepEditing={() => blocker.reset?.()}
      />
    </section>
  );
}
