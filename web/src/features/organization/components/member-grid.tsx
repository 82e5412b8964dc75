import { useRef, useState } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { useGridPage } from '../hooks/use-grid-page';
import type { OrgMember } from '@hmti/contract';
import { MemberCard } from './member-card';

/** The 'Anggota Pengurus' tab: member cards, 8 a page (4 on small screens); a page change scrolls the grid into view. */
export function MemberGrid({ members }: { members: OrgMember[] }) {
  const [requestedPage, setRequestedPage] = useState(1);
  const gridRef = useRef<HTMLDivElement>(null);
  const { items, page, pageCount } = useGridPage(members, requestedPage);

  return (
    <div ref={gridRef} className="scroll-mt-8">
      <MemberCards members={items} label={`Anggota pengurus, halaman ${page} dari ${pageCount}`} />
      <Pagination
        className="mt-8"
        page={page}
        pageCount={pageCount}
        onPageChange={setRequestedPage}
        scrollTo={gridRef}
        label="Halaman anggota pengurus"
      />
    </div>
  );
}

/** Member cards in the section's grid: 2 columns, 3 from medium screens, 4 from large ones. */
export function MemberCards({ members, label }: { members: OrgMember[]; label: string }) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4" aria-label={label}>
      {members.map((m) => (
        <MemberCard key={m._id ?? m.id} member={m} />
      ))}
    </ul>
  );
}
