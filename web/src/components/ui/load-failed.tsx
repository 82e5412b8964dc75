import { Button } from './button';

/**
 * In place of a list or panel that never loaded (a failed reload keeps what is on screen): what failed, and a
 * button that asks again, so a dropped connection costs a click rather than a reload of the page.
 */
export function LoadFailed({
  message,
  onRetry,
  retryLabel = 'Coba lagi',
}: {
  message: string;
  onRetry: () => unknown;
  retryLabel?: string;
}) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-medium text-red-800">{message}</p>
      <Button variant="secondary" className="mt-3" onClick={() => void onRetry()}>
        {retryLabel}
      </Button>
    </div>
  );
}
