import type { Division } from '../../api/admin/get-divisions';
import { DivisionLogo } from './division-logo';
import { EditDeleteButtons, type CardActions } from './edit-delete-buttons';

export function DivisionCard({ division, ...actions }: CardActions & { division: Division }) {
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="division-card"
    >
      <div className="flex items-start gap-3">
        <span
          className="mt-1 h-8 w-8 shrink-0 rounded-lg border border-slate-200"
          style={{ backgroundColor: division.color }}
          aria-hidden="true"
          data-testid="division-swatch"
        />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-slate-900">{division.displayName}</h3>
          <p className="text-xs text-slate-600">
            <code>{division.name}</code> · <span className="uppercase">{division.color}</span>
          </p>
        </div>
        <DivisionLogo src={division.logo} name={division.displayName} className="h-10 w-10" />
      </div>
      {division.description ? <p className="mt-3 text-sm text-slate-700">{division.description}</p> : null}
      <div className="mt-3">
        {division.positions.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={`Positions of ${division.displayName}`}>
            {division.positions.map((p) => (
              <li key={p} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-800">
                {p}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-xs text-slate-600">No positions assigned.</p>
        )}
      </div>
      <EditDeleteButtons name={division.displayName} {...actions} className="mt-auto flex gap-2 pt-4" />
    </article>
  );
}
