import { cardTags } from '@/lib/card-tags';

type Props = { tags: readonly string[] | null | undefined; className: string; weight: 'font-medium' | 'font-semibold' };

/** An article card's tags (cardTags: up to 3, then '+N lagi'); nothing without any. `weight`: the chips' font weight. */
export function CardTags({ tags, className, weight }: Props) {
  const { shown, moreLabel } = cardTags(tags);
  if (shown.length === 0) return null;
  const chip = `rounded-full px-2.5 py-0.5 text-xs ${weight}`;
  return (
    <ul className={className} aria-label="Tag">
      {shown.map((tag) => (
        <li key={tag} className={`${chip} bg-brand-50 text-brand-700`}>
          {tag}
        </li>
      ))}
      {moreLabel ? <li className={`${chip} bg-slate-100 text-slate-700`}>{moreLabel}</li> : null}
    </ul>
  );
}
