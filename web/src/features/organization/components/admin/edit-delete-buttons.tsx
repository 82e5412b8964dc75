import { Button } from '@/components/ui/button';

/** An admin card's Edit and Delete buttons, side by side, each opening its dialog; one without a handler is left out. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
  className,
}: {
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  className: string;
}) {
  if (!onEdit && !onDelete) return null;
  const button = (action: 'Edit' | 'Delete', onClick: () => void) => (
    <Button
      variant={action === 'Edit' ? 'secondary' : 'danger'}
      sizing="px-3 py-2 text-sm"
      className="flex-1"
      onClick={onClick}
      aria-label={`${action} ${name}`}
      aria-haspopup="dialog"
    >
      {action}
    </Button>
  );
  return (
    <div className={className}>
      {onEdit ? button('Edit', onEdit) : null}
      {onDelete ? button('Delete', onDelete) : null}
    </div>
  );
}
