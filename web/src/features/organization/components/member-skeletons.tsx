/** The loading state of the structure section: 8 placeholder cards. */
export function MemberSkeletons() {
  return (
    <div role="status" aria-live="polite" data-testid="member-skeletons">
      <span className="sr-only">Memuat data pengurus...</span>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4" aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <li
            key={i}
            className="animate-pulse overflow-hidden rounded-2xl border border-slate-200 bg-white"
            data-testid="member-skeleton"
          >
            <div className="aspect-square w-full bg-slate-200" />
            <div className="space-y-2 p-4">
              <div className="mx-auto h-4 w-3/4 rounded bg-slate-200" />
              <div className="mx-auto h-3 w-1/2 rounded bg-slate-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
