import { useRef, useState } from 'react';
import { lazyPart } from '@/components/lazy-part';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { usePeriods } from '../api/get-periods';
import { useDivisionLooks } from '../hooks/use-division-looks';
import { useNearViewport } from '../hooks/use-near-viewport';
import { usePeriodMembers } from '../hooks/use-period-members';
import { ALL_DIVISIONS, DEFAULT_PERIOD, structureEmptyMessage } from '../lib/structure-texts';
import type { OrgMember } from '@hmti/contract';
import { MemberCards, MemberGrid } from './member-grid';
import { CardSkeletons } from '@/components/ui/card-skeletons';
import { StructureFilters } from './structure-filters';
import { TabList, tabPanelProps } from '@/components/ui/tab-list';

// React Flow is heavy: it loads only when the chart is about to be seen.
const OrgChart = lazyPart(() => import('./org-chart').then((m) => m.default), 'Bagan gagal dimuat.');

const STRUCTURE_TABS = [
  { value: 'flow', label: 'Struktur Organisasi' },
  { value: 'grid', label: 'Anggota Pengurus' },
] as const;
type StructureTab = (typeof STRUCTURE_TABS)[number]['value'];

/**
 * The chart's place until its code is in, with a spinner only while that code loads (it is asked for once the section
 * nears the screen). Without JavaScript it lists the period's members as cards and says what the hidden controls need.
 */
const chartPlaceholder = (members: OrgMember[], loading: boolean) => (
  <>
    <div className="flex h-[700px] items-center justify-center rounded-2xl border border-slate-200 bg-slate-50 text-slate-600 noscript:hidden">
      {loading ? <Spinner label="Memuat bagan..." /> : null}
    </div>
    <noscript>
      <p className="mb-6 text-center text-sm text-slate-600">
        Aktifkan JavaScript untuk melihat bagan, memilih periode dan menyaring divisi.
      </p>
      <MemberCards members={members} label="Anggota pengurus" />
    </noscript>
  </>
);

/** Landing section 'Struktur Organisasi' (anchor #structure): period, division filter, chart and member grid. */
export function StructureSection() {
  const sectionRef = useRef<HTMLElement>(null);
  const nearViewport = useNearViewport(sectionRef);
  const [chosenPeriod, setChosenPeriod] = useState<string | null>(null);
  const [chosenDivision, setDivision] = useState<string>(ALL_DIVISIONS);
  const [tab, setTab] = useState<StructureTab>('flow');

  const { lookOf } = useDivisionLooks();
  const periods = usePeriods().data ?? [];
  // The newest period is selected as soon as the periods arrive; until then the members call uses the default.
  const period = chosenPeriod ?? periods[0] ?? null;
  const shownPeriod = period ?? DEFAULT_PERIOD;
  const { membersQuery, positionsQuery, divisions, division, visible } = usePeriodMembers(period, chosenDivision);

  return (
    <section
      id="structure"
      ref={sectionRef}
      aria-labelledby="structure-title"
      className="scroll-mt-4 bg-white px-4 py-20"
    >
      <div className="mx-auto max-w-6xl">
        <header className="mb-10 text-center">
          <h2 id="structure-title" className="text-3xl font-black text-slate-900 md:text-4xl">
            Struktur Organisasi
          </h2>
          <p className="mt-3 text-slate-600">Pengurus himpunan periode {shownPeriod}</p>
        </header>
        <div className="mb-8 flex flex-col gap-6 noscript:hidden">
          <StructureFilters
            periods={periods}
            period={period}
            onPeriodChange={setChosenPeriod}
            divisions={divisions}
            division={division}
            onDivisionChange={setDivision}
          />
          <TabList
            label="Tampilan struktur"
            idPrefix="structure"
            tabs={STRUCTURE_TABS}
            value={tab}
            onChange={setTab}
            variant="segmented"
            className="mx-auto max-w-md"
          />
        </div>
        <div {...tabPanelProps('structure', tab)}>
          <QueryState
            query={membersQuery}
            loading={
              <CardSkeletons
                count={8}
                label="Memuat data pengurus..."
                className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4"
                picture="square"
                lines={['mx-auto w-3/4', 'mx-auto w-1/2']}
              />
            }
            failed={membersQuery.error?.message ?? ''}
            empty={
              <p
                className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-10 text-center text-slate-700"
                data-testid="structure-empty"
              >
                {structureEmptyMessage(shownPeriod, division === ALL_DIVISIONS ? division : lookOf(division).name)}
              </p>
            }
            isEmpty={() => visible.length === 0}
          >
            {() =>
              tab === 'grid' ? (
                <MemberGrid key={`${shownPeriod}|${division}`} members={visible} />
              ) : nearViewport ? (
                <OrgChart
                  members={visible}
                  positions={positionsQuery.data}
                  fallback={chartPlaceholder(visible, true)}
                />
              ) : (
                chartPlaceholder(visible, false)
              )
            }
          </QueryState>
        </div>
      </div>
    </section>
  );
}
