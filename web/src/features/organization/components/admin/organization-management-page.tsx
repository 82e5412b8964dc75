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
import { draftChanged, type PositionsDraft } from '../../lib/admin/position-list';

const ORGANIZATION_TABS = [
  { value: 'members', label: 'Members' },
  { value: 'positions', label: 'Positions' },
  { value: 'divisions', label: 'Divisions' },
] as const;
type OrganizationTab = (typeof ORGANIZATION_TABS)[number]['value'];

/** /dashboard/organization: each action only for those holding its permission; view-only users still see the lists. */
export function OrganizationManagementPage() {
  const { data: permissions } = usePermissions();
  const abilities = organizationAbilities(permissions);
  const [tab, setTab] = useState<OrganizationTab>('members');
  // A tab without any action for this user says so, and names what changing it needs.
  const readOnly = permissions !== undefined && !hasAnyPermission(permissions, TAB_CHANGE_PERMISSIONS[tab]);
  const periodsQuery = usePeriods();
  const periods = periodsQuery.data ?? [];
  // The chosen period is shared by the Members and Positions tabs; a deleted one falls back to the newest.
  const [chosenPeriod, setChosenPeriod] = useState<string | null>(null);
  const period = chosenPeriod && periods.includes(chosenPeriod) ? chosenPeriod : (periods[0] ?? null);
  // Unsaved position edits: choosing another period or tab asks before dropping them.
  const [positionsDraft, setPositionsDraft] = useState<PositionsDraft | null>(null);
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  const unsaved = draftChanged(positionsDraft);
  const leave = (go: () => void) => (unsaved ? setLeaving(() => go) : go());
  // Another dashboard page (a link, Back) asks too.
  const blocker = useBlocker(unsaved);
  const periodTab = {
    abilities,
    periods,
    period,
    onPeriodChange: (next: string | null) => leave(() => setChosenPeriod(next)),
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
        onChange={(next) => leave(() => setTab(next))}
      />
      <div {...tabPanelProps('organization', tab)} className="space-y-6">
        {readOnly ? <ReadOnlyBanner needs={TAB_CHANGE_PERMISSIONS[tab]} subject="bagian ini" /> : null}
        {periodsQuery.isError && !periodsQuery.data && tab !== 'divisions' ? (
          <LoadFailed message="Failed to load the periods." retryLabel="Try again" onRetry={periodsQuery.refetch} />
        ) : tab === 'members' ? (
          <MembersTab {...periodTab} periodsLoading={periodsQuery.isPending} />
        ) : tab === 'positions' ? (
          <PositionsTab {...periodTab} draft={positionsDraft} setDraft={setPositionsDraft} />
        ) : (
          <DivisionsTab abilities={abilities} />
        )}
      </div>
      <DiscardChangesDialog
        open={leaving !== null || blocker.state === 'blocked'}
        onDiscard={() => {
          setPositionsDraft(null);
          leaving?.();
          setLeaving(null);
          blocker.proceed?.();
        }}
        onKeepEditing={() => {
          setLeaving(null);
          blocker.reset?.();
        }}
      />
    </section>
  );
}
