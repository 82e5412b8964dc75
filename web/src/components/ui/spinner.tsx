import { cn } from '@/lib/cn';

/** `size`: the ring's height and width classes. */
export function Spinner({ size = 'h-5 w-5', label }: { size?: string; label?: string }) {
  return (
    <span className="inline-flex items-center gap-2" role="status">
      <span
        className={cn(size, 'animate-spin rounded-full border-2 border-slate-300 border-t-brand-700')}
        aria-hidden="true"
      />
      {label ? <span>{label}</span> : <span className="sr-only">Memuat...</span>}
    </span>
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center text-slate-600">
      <Spinner label="Memuat halaman..." />
    </div>
  );
}

/** In place of a list or panel that is loading, centred. */
export function SpinnerPanel({ label }: { label: string }) {
  return (
    <div className="flex justify-center p-10 text-slate-600">
      <Spinner label={label} />
    </div>
  );
}
