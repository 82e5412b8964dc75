/** Shown in place of a card's content the user may not see. */
export function NoPermission({ children }: { children: string }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}
