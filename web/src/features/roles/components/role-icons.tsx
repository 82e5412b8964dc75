import { StrokeIcon } from '@/components/ui/stroke-icon';

export function LockIcon() {
  return (
    <StrokeIcon className="h-4 w-4">
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </StrokeIcon>
  );
}
