import type { ReactNode } from 'react';

/** The dashed box in place of a dashboard list with nothing to show, saying why. */
export function EmptyState({ children, 'data-testid': testId }: { children: ReactNode; 'data-testid'?: string }) {
  return (
    <p
      className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600"
      data-testid={testId}
    >
      {children}
    </p>
  );
}
