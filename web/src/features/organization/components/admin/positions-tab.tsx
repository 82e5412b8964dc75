import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { showErrorToast } from '@/components/failure-toast';
import { showToast } from '@/lib/toast';
import { useSavePositions } from '../../api/admin/save-positions';
import { usePositions } from '../../api/get-positions';
import type { OrganizationAbilities } from '../../lib/admin/org-permissions';
import {
  checkNewPosition,
  draftChanged,
  moveItem,
  namesInOrder,
  removeAt,
  renumberPositions,
  type PositionsDraft,
} from '../../lib/admin/position-list';
import { CopyPositionsPanel } from './copy-positions-panel';
import { NewNameForm } from './new-name-form';
import { PeriodSelect } from './period-select';
import { PositionListEditor } from './position-list-editor';
import { PANEL } from './styles';

interface Props {
  abilities: OrganizationAbilities;
  periods: readonly string[];
  period: string | null;
  onPeriodChange: (period: string | null) => void;
  /** The unsaved edits, kept by the page: it asks before another period or tab would drop them. */
  draft: PositionsDraft | null;
  setDraft: (draft: PositionsDraft | null) => void;
}

export function PositionsTab({ abilities, periods, period, onPeriodChange, draft, setDraft }: Props) {
  const positionsQuery = usePositions(period);
  const saved = namesInOrder(positionsQuery.data ?? []);
  const save = useSavePositions();
  const editable = abilities.managePositions;
  // Without unsaved edits the list follows the server; with them, the edits are shown until saved or discarded.
  const active = draftChanged(draft) && draft.period === period ? draft : null;
  const dirty = active !== null;
  const names = active ? active.names : saved;

  const edit = (change: (names: string[]) => string[]) => {
    if (!period) return;
    const base = active ?? { period, basedOn: saved, names: saved };
    setDraft({ ...base, names: change(base.names) });
  };

  const onSave = () => {
    if (!period || !active) return;
    save.mutate(
      { period, positions: renumberPositions(active.names), basedOn: active.basedOn },
      {
        onSuccess: () => {
          setDraft(null);
          showToast({ title: 'Positions updated', description: `The positions of ${period} have been saved.` });
        },
        onError: (error) => showErrorToast('Failed to update positions', error),
      },
    );
  };

  const empty = <EmptyState data-testid="positions-empty">No positions for this period yet.</EmptyState>;

  const discard = () => {
    setDraft(null);
    void positionsQuery.refetch();
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <PeriodSelect periods={periods} value={period} onChange={onPeriodChange} className="sm:w-56" />
        {editable ? (
          <div className="flex flex-wrap items-center gap-2">
            {dirty ? (
              <p className="text-sm font-medium text-amber-800" role="status">
                Unsaved changes
              </p>
            ) : null}
            <Button variant="secondary" onClick={discard} disabled={!dirty || save.isPending}>
              Discard Changes
            </Button>
            <Button onClick={onSave} disabled={!dirty || save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Order'}
            </Button>
          </div>
        ) : null}
      </div>

      <div className={PANEL}>
        <h2 className="mb-1 text-lg font-semibold text-slate-900">Positions {period ? `— ${period}` : ''}</h2>
        <p className="mb-4 text-sm text-slate-600">
          {editable
            ? 'Drag the handle (or focus it and use Space and the arrow keys) or use the arrows to reorder, then save. The order decides how members are shown.'
            : 'The order decides how members are shown.'}
        </p>
        {/* Without a period there is nothing to load: the list is empty. */}
        <QueryState
          query={positionsQuery}
          loading={period ? 'Loading positions...' : empty}
          failed="Failed to load the positions."
          retryLabel="Try again"
          empty={empty}
          isEmpty={() => names.length === 0}
        >
          {() => (
            <PositionListEditor
              names={names}
              editable={editable}
              onMove={(from, to) => edit((list) => moveItem(list, from, to))}
              onRemove={(index) => edit((list) => removeAt(list, index))}
            />
          )}
        </QueryState>
        {editable && period ? (
          <div className="mt-5 border-t border-slate-200 pt-5">
            <NewNameForm
              label="New position"
              placeholder="e.g. Ketua Divisi Riset"
              submitLabel="Add Position"
              errorTestId="position-form-error"
              onAdd={(value, clear) => {
                const check = checkNewPosition(names, value);
                if (!check.ok) return check.error;
                edit((list) => [...list, check.name]);
                clear();
                return null;
              }}
            />
          </div>
        ) : null}
      </div>

      {editable && period ? (
        <div className={PANEL}>
          <h2 className="mb-3 text-lg font-semibold text-slate-900">Copy to another period</h2>
          <CopyPositionsPanel
            source={period}
            periods={periods}
            count={saved.length}
            blockedReason={dirty ? 'Save or discard your changes first.' : null}
          />
        </div>
      ) : null}
    </div>
  );
}
