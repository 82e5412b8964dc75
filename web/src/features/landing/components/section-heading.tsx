/** The title block every landing section opens with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
}) {
  return (
    <div className="mb-10 text-center">
      {eyebrow ? (
        <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-brand-700">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="text-3xl font-black tracking-tight text-brand-900 md:text-4xl">
        {title}
      </h2>
      <div className="mx-auto mt-4 h-1 w-16 rounded-full bg-brand-600" aria-hidden="true" />
      {subtitle ? <p className="mx-auto mt-4 max-w-2xl text-slate-600">{subtitle}</p> : null}
    </div>
  );
}
