import type { ReactNode } from 'react';
import { useDivisionLooks } from '../hooks/use-division-looks';

/**
 * A member's frame in their division's colour (a 4 px top edge; the leadership colour for BPH). A division
 * head's frame also shows the division's logo and its name as the content editor set them.
 */
export function DivisionMark({
  position,
  head,
  className,
  children,
  'data-testid': testId,
}: {
  position: string;
  head: boolean;
  className: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const look = useDivisionLooks().lookOfPosition(position);
  return (
    <div
      className={className}
      style={look.color ? { borderTopColor: look.color, borderTopWidth: 4 } : undefined}
      data-testid={testId}
      data-division-color={look.color ?? undefined}
    >
      {head ? (
        <p
          className="flex max-w-full shrink-0 items-center gap-1 text-[10px] font-semibold text-slate-700"
          data-testid="division-head-mark"
        >
          {look.logo ? <img src={look.logo} alt="" className="h-4 w-4 rounded object-contain" /> : null}
          <span className="truncate">{look.name}</span>
        </p>
      ) : null}
      {children}
    </div>
  );
}
