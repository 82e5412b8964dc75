import { useId } from 'react';
import { useScheduleClock } from '../../api/admin/get-schedule-clock';

/**
 * "Jadwalkan": the article stays a draft and the server publishes it at the chosen time, typed as the site's wall
 * clock (its time zone is named). Set or moved only by people who may publish; `canCancel`: taken off by them or by
 * the article's author.
 */
export function ScheduleField({
  scheduled,
  scheduledAt,
  onChange,
  canSchedule,
  canCancel,
  storedAt,
  disabled,
  error,
}: {
  scheduled: boolean;
  scheduledAt: string;
  onChange: (next: { scheduled: boolean; scheduledAt: string }) => void;
  canSchedule: boolean;
  canCancel: boolean;
  /** The schedule the article had when the form opened ('' for none). */
  storedAt: string;
  disabled?: boolean;
  /** The time's problem, shown under it (the form does not send it). */
  error?: string | null;
}) {
  const id = useId();
  const clock = useScheduleClock();
  const locked = !canSchedule || disabled;
  // Unticked by someone who may only cancel: ticked again, the stored schedule comes back as it was.
  const mayTick = canSchedule || (canCancel && !!storedAt && scheduledAt === storedAt);
  const checkboxLocked = disabled || !(scheduled ? canCancel || canSchedule : mayTick);
  return (
    <fieldset className="space-y-2" data-testid="schedule-field">
      <legend className="sr-only">Jadwal terbit</legend>
      <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={scheduled}
          disabled={checkboxLocked}
          onChange={(e) => onChange({ scheduled: e.target.checked, scheduledAt })}
          className="h-4 w-4 rounded border-slate-400"
        />
        Jadwalkan
      </label>
      {scheduled ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <label htmlFor={`${id}-at`} className="text-sm text-slate-700">
            Waktu terbit
          </label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            value={scheduledAt}
            min={clock.data?.nowLocal}
            disabled={locked}
            aria-describedby={error ? `${id}-zone ${id}-error` : `${id}-zone`}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange({ scheduled, scheduledAt: e.target.value })}
            className="rounded-lg border border-slate-300 px-3 py-2 disabled:bg-slate-100 aria-invalid:border-red-500"
          />
          <span id={`${id}-zone`} className="text-sm text-slate-600">
            {clock.data ? `Zona waktu situs: ${clock.data.timeZone}` : 'Zona waktu situs'}
          </span>
          {error ? (
            <p
              id={`${id}-error`}
              role="alert"
              className="w-full text-sm font-medium text-red-700"
              data-testid="schedule-error"
            >
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
