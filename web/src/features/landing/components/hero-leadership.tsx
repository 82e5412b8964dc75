import { buildSrcSet, type ResponsiveImage } from '@hmti/contract';
import type { ShownSettings } from '@/config/site-defaults';
import { initialOf } from '@/lib/user-display';
import { useFailedPicture } from '@/lib/pictures';
import { heroLeadership } from '../lib/hero-leadership';

/**
 * A text colour readable on `color`: black on a light colour, white on a dark one (its LCH lightness decides; a
 * browser without relative colours keeps the class's colour).
 */
const readableOn = (color: string) => `lch(from ${color} calc((49.44 - l) * infinity) 0 0 / 1)`;

/**
 * A leader's photo; without one, the division's logo, else (or when the picture fails) the initial on the division's
 * colour, the colours and logos the organisation chart frames its members in. `imageSet`: the chart's photo in its
 * widths, of which the browser takes the smallest sharp enough for the drawn size (square-cropped, so the band does
 * not shift when it arrives). A chair's (`large`) is bigger and ringed in `color`.
 */
function Portrait({
  person: { photo: src, imageSet, name },
  color,
  logo = null,
  large = false,
}: {
  person: { photo: string | null; imageSet: ResponsiveImage | null; name: string };
  color: string | null;
  logo?: string | null;
  large?: boolean;
}) {
  const px = large ? 64 : 40;
  const shape = `${large ? 'h-16 w-16' : 'h-10 w-10'} shrink-0 rounded-full`;
  const srcSet = buildSrcSet(imageSet);
  const shown = src ?? logo;
  const { failed, pictureProps } = useFailedPicture(shown);
  if (shown && !failed)
    return (
      <img
        src={shown}
        {...(src && srcSet ? { srcSet, sizes: `${px}px` } : {})}
        alt={src ? name : ''}
        width={px}
        height={px}
        loading="lazy"
        decoding="async"
        className={
          src ? `${shape} bg-slate-100 object-cover` : `${shape} bg-white object-contain p-1 ring-1 ring-slate-200`
        }
        style={large && color ? { boxShadow: `0 0 0 4px ${color}` } : undefined}
        data-testid="leader-portrait"
        {...pictureProps}
      />
    );
  return (
    <span
      className={`${shape} flex items-center justify-center bg-brand-100 text-lg font-black text-brand-900`}
      style={color ? { backgroundColor: color, color: readableOn(color) } : undefined}
      aria-hidden="true"
      data-testid="leader-portrait"
    >
      {initialOf(name)}
    </span>
  );
}

/** A division's small logo beside its head's role; nothing when it fails. */
function LogoMark({ src }: { src: string }) {
  const { failed, pictureProps } = useFailedPicture(src);
  if (failed) return null;
  return (
    <img
      src={src}
      alt=""
      width={16}
      height={16}
      loading="lazy"
      className="h-4 w-4 rounded object-contain"
      {...pictureProps}
    />
  );
}

/** The hero's leadership band (who is in it: `heroLeadership`): chair and vice chair, then the division heads. */
export function HeroLeadership({ settings }: { settings: ShownSettings | undefined }) {
  const { leaders, leadershipColor, divisions } = heroLeadership(settings);
  if (leaders.length === 0 && divisions.length === 0) return null;
  return (
    <div className="mx-auto max-w-5xl px-4 pb-12 sm:px-6" data-testid="hero-leadership">
      <h2 className="mb-6 text-center text-2xl font-black text-brand-900">Pimpinan Himpunan</h2>
      {leaders.length > 0 ? (
        <ul className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
          {leaders.map((leader) => (
            <li
              key={leader.role}
              className="flex items-center gap-4 rounded-2xl bg-white/95 p-4 shadow-lg ring-1 ring-slate-200"
            >
              <Portrait person={leader} color={leadershipColor} large />
              <div className="min-w-0">
                <p className="text-lg font-bold break-words text-slate-900">{leader.name}</p>
                <p className="text-sm text-slate-600">{leader.role}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {divisions.length > 0 ? (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-3">
          {divisions.map((d) => (
            <li
              key={d.key}
              className="flex items-center gap-3 rounded-xl border-t-4 bg-white/95 p-3 shadow ring-1 ring-slate-200"
              style={d.color ? { borderTopColor: d.color } : undefined}
            >
              <Portrait person={{ ...d, name: d.name ?? d.division }} color={d.color} logo={d.logo} />
              <div className="min-w-0">
                <p className="text-sm font-semibold break-words text-slate-900">{d.name ?? '—'}</p>
                <p className="flex items-center gap-1 text-xs text-slate-600">
                  {d.logo ? <LogoMark src={d.logo} /> : null}
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
