import { useId, useState } from 'react';
import { HtmlPreview } from '@/components/rich-text/html-preview';
import { TabList, tabPanelProps } from '@/components/ui/tab-list';

type ViewTab = 'about' | 'vision';
const TABS: { value: ViewTab; label: string }[] = [
  { value: 'about', label: 'Tentang Kami' },
  { value: 'vision', label: 'Visi & Misi' },
];
const EMPTY = 'Belum ada konten.';

/** The stored public content, read-only. */
export function ContentView({ aboutUs, visionMission }: { aboutUs: string; visionMission: string }) {
  const id = useId();
  const [tab, setTab] = useState<ViewTab>('about');
  return (
    <div className="space-y-4">
      <TabList label="Konten" idPrefix={id} tabs={TABS} value={tab} onChange={setTab} />
      <div
        {...tabPanelProps(id, tab)}
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        data-testid="content-view"
      >
        {tab === 'about' ? (
          <HtmlPreview html={aboutUs} emptyText={EMPTY} />
        ) : visionMission.trim() ? (
          <p className="whitespace-pre-line leading-relaxed text-slate-800">{visionMission}</p>
        ) : (
          <p className="text-slate-600">{EMPTY}</p>
        )}
      </div>
    </div>
  );
}
