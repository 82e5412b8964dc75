import type { ReactNode } from 'react';

export function CenteredLayout({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100 p-4">
      {children}
    </main>
  );
}
