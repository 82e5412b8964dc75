import type { ReactNode } from 'react';

/**
 * A dashboard page's heading (`id` names its section), the line under it, and its actions on the right; `eyebrow`: the
 * small word above the heading (the page's area).
 */
export function PageHeader({
  id,
  eyebrow,
  title,
  description,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h1>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      {children}
    </header>
  );
}
