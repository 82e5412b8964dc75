import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { relativeTimeId } from '@/lib/relative-time';
import type { Activity } from '../api/get-activities';
import { useNow } from '@/hooks/use-now';
import { activityAuthor, activityHref, activitySubject, activityType } from '../lib/activity-display';

interface ItemProps {
  activity: Activity;
  now: number;
  /** Called when the person follows the entry's link (the list's dropdown or dialog closes). */
  onNavigate?: () => void;
}

function ActivityItem({ activity, now, onNavigate }: ItemProps) {
  const subject = activitySubject(activity);
  const author = activityAuthor(activity);
  const href = activityHref(activity);
  const type = activityType(activity.type);
  const text = (
    <>
      <p className="text-sm font-semibold text-slate-900">{activity.title}</p>
      {subject ? <p className="truncate text-sm text-slate-700">{subject}</p> : null}
      <p className="mt-0.5 text-xs text-slate-600">
        {author ? <span>{author} · </span> : null}
        <time dateTime={activity.timestamp}>{relativeTimeId(activity.timestamp, now)}</time>
      </p>
    </>
  );
  return (
    <li className="flex gap-3 py-3">
      <span
        className={`mt-0.5 inline-flex h-6 shrink-0 items-center rounded-full px-2 text-xs font-semibold ${type.colour}`}
      >
        {type.label}
      </span>
      {href ? (
        <Link
          to={href}
          onClick={onNavigate}
          className="group -m-1 block min-w-0 flex-1 rounded-lg p-1 hover:bg-slate-50"
        >
          {text}
          <span className="mt-1 inline-block text-xs font-semibold text-brand-700 group-hover:underline">
            Buka artikel →
          </span>
        </Link>
      ) : (
        <div className="min-w-0 flex-1">{text}</div>
      )}
    </li>
  );
}

/**
 * A list of activities newest first, fed by `query`, with its words for loading, failing and having none (`noun`:
 * 'aktivitas'); an entry that leads somewhere is a link. `query` null: the user may not see activities, so none show.
 */
export function ActivityList({
  query,
  noun,
  onNavigate,
}: {
  query: Pick<UseQueryResult<Activity[]>, 'data' | 'isError' | 'refetch'> | null;
  noun: string;
  onNavigate?: () => void;
}) {
  const now = useNow(30_000);
  const none = <p className="py-6 text-center text-sm text-slate-600">{`Belum ada ${noun}`}</p>;
  if (!query) return none;
  return (
    <QueryState query={query} loading={`Memuat ${noun}...`} failed={`Gagal memuat ${noun}.`}>
      {(activities) =>
        activities.length === 0 ? (
          none
        ) : (
          <ul className="divide-y divide-slate-100">
            {activities.map((activity) => (
              <ActivityItem key={activity._id} activity={activity} now={now} onNavigate={onNavigate} />
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
