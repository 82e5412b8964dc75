import { useMemo } from 'react';
import type { PublicDivision } from '@hmti/contract';
import type { SiteSettings } from '@/config/site-defaults';
import { useDivisionList } from '@/lib/divisions';
import { heroLeadership } from '../lib/hero-leadership';

const NO_DIVISIONS: PublicDivision[] = [];

function Portrait({
  src,
  name,
  color,
  size,
  px,
}: {
  src: string | null;
  name: string;
  color: string | null;
  size: string;
  /** The drawn size (the picture is square-cropped), so the band does not shift when it arrives. */
  px: number;
}) {
  const ring = color ? { boxShadow: `0 0 0 4px ${color}` } : undefined;
  return src ? (
    <img
      src={src}
      alt={name}
      width={px}
      height={px}
      loading="lazy"
      decoding="async"
      className={`${size} shrink-0 rounded-full bg-slate-100 object-cover`}
      style={ring}
    />
  ) : (
    <span
      className={`${size} flex shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-black text-brand-900`}
      style={ring}
      aria-hidden="true"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/**
 * The hero's leadership band (content editor → Hero, colours from Warna Divisi): chair and vice chair side by
 * side, then each division head with the division's logo and name. Nothing when the Hero tab names nobody.
 */
export function HeroLeadership({ settings }: { settings: SiteSettings | undefined }) {
  // The division list is asked for only when the Hero tab names a division head.
  const heads = settings?.divisionHeads;
  const namesHeads = !!heads && typeof heads === 'object' && Object.keys(heads).length > 0;
  const divisionList = useDivisionList(namesHeads).data;
  const { leaders, leadershipColor, divisions } = useMemo(
    () => heroLeadership(settings, divisionList ?? NO_DIVISIONS),
    [settings, divisionList],
  );
  if (leaders.length === 0 && divisions.length === 0) return null;
  return (
    <div className="mx-auto max-w-5xl px-4 pb-12 sm:px-6" data-testid="hero-leadership">
      <h2 className="mb-6 text-center text-2xl font-black text-brand-900">Pimpinan Himpunan</h2>
      {leaders.length > 0 ? (
        <ul className="mb-6 grid gap-4 sm:grid-cols-2">
          {leaders.map((leader) => (
            <li
              key={leader.role}
              className="flex items-center gap-4 rounded-2xl bg-white/95 p-4 shadow-lg ring-1 ring-slate-200"
            >
              <Portrait src={leader.photo} name={leader.name} color={leadershipColor} size="h-16 w-16" px={64} />
              <div className="min-w-0">
                <p className="truncate text-lg font-bold text-slate-900">{leader.name}</p>
                <p className="text-sm text-slate-600">{leader.role}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {divisions.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
          {divisions.map((d) => (
            <li
              key={d.key}
              className="flex items-center gap-3 rounded-xl border-t-4 bg-white/95 p-3 shadow ring-1 ring-slate-200"
              style={d.color ? { borderTopColor: d.color } : undefined}
            >
              <Portrait src={d.photo} name={d.name ?? d.division} color={null} size="h-10 w-10" px={40} />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-slate-900">{d.name ?? '—'}</p>
                <p className="flex items-center gap-1 text-xs text-slate-600">
                  {d.logo ? (
                    <img
                      src={d.logo}
                      alt=""
                      width={16}
                      height={16}
                      loading="lazy"
                      className="h-4 w-4 rounded object-contain"
                    />
                  ) : null}
                  <span className="truncate">{`Ketua Divisi ${d.division}`}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
