import { useUser } from '@/lib/auth';

/** Stands in for a dashboard screen until its issue lands; says which one. */
export function DashboardPlaceholder({ title, issue }: { title: string; issue: number }) {
  const { data: user } = useUser();
  return (
    <section className="rounded-2xl bg-white p-8 shadow-sm">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">Selamat datang, {user?.name || user?.username}.</p>
      <p className="mt-4 text-sm text-slate-500">Layar ini dibangun pada issue #{issue}.</p>
    </section>
  );
}
