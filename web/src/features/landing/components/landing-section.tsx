import type { ReactNode } from 'react';

/** A landing section (anchor `id`) in the page's column, opening with its title block (`${id}-title`). */
type Props = { id: string; eyebrow: string; title: string; subtitle?: string; children: ReactNode };

export function LandingSection({ id, eyebrow, title, subtitle, children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <div className="mb-10 text-center">
          <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-brand-700">{eyebrow}</p>
          <h2 id={`${id}-title`} className="text-3xl font-black tracking-tight text-brand-900 md:text-4xl">
            {title}
          </h2>
          <div className="mx-auto mt-4 h-1 w-16 rounded-full bg-brand-600" aria-hidden="true" />
          {subtitle ? <p className="mx-auto mt-4 max-w-2xl text-slate-600">{subtitle}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
