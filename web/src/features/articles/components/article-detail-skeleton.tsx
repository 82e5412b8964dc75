export function ArticleDetailSkeleton() {
  return (
    <div className="mx-auto max-w-4xl animate-pulse px-4 py-8" aria-busy="true">
      <span className="sr-only" role="status">
        Memuat artikel...
      </span>
      <div className="h-4 w-48 rounded bg-slate-200" />
      <div className="mt-6 h-10 w-3/4 rounded bg-slate-200" />
      <div className="mt-3 h-4 w-1/2 rounded bg-slate-200" />
      <div className="mt-8 aspect-video w-full rounded-2xl bg-slate-200" />
      <div className="mt-8 space-y-3">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-4 rounded bg-slate-200" style={{ width: `${95 - i * 7}%` }} />
        ))}
      </div>
    </div>
  );
}
