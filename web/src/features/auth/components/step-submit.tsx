import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatCountdown } from '@/lib/countdown';

type Props = { wait: number; pending: boolean; sending: string; label: string };

/** A sign-in step's submit: the time left while locked out (`wait` s), a spinner saying `sending` while it sends. */
export function StepSubmit({ wait, pending, sending, label }: Props) {
  return (
    <Button type="submit" className="w-full" disabled={wait > 0 || pending}>
      {wait > 0 ? `Wait ${formatCountdown(wait)}` : pending ? <Spinner label={sending} /> : label}
    </Button>
  );
}
