import { TabList, tabId as sharedTabId } from '@/components/ui/tab-list';

export type StructureTab = 'flow' | 'grid';

export const STRUCTURE_TABS: Array<{ value: StructureTab; label: string }> = [
  { value: 'flow', label: 'Struktur Organisasi' },
  { value: 'grid', label: 'Anggota Pengurus' },
];

const ID_PREFIX = 'structure';
export const tabId = (tab: StructureTab) => sharedTabId(ID_PREFIX, tab);
export const panelId = (tab: StructureTab) => `${ID_PREFIX}-panel-${tab}`;

/** The two tabs of the section, each with its own panel. */
export function StructureTabs({ value, onChange }: { value: StructureTab; onChange: (tab: StructureTab) => void }) {
  return (
    <TabList
      label="Tampilan struktur"
      idPrefix={ID_PREFIX}
      tabs={STRUCTURE_TABS}
      value={value}
      onChange={onChange}
      panelIdOf={panelId}
      variant="segmented"
      className="mx-auto max-w-md"
    />
  );
}
