/** Stands in for a dashboard screen until its issue lands; says which one. */
export function DashboardPlaceholder({ title, issue }: { title: string; issue: number }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-sm text-slate-600">Layar ini dibangun pada issue #{issue}.</p>
    </section>
  );
}
