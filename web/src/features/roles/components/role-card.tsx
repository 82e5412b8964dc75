import type { ButtonHTMLAttributes } from 'react';
import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import { cn } from '@/lib/cn';
import type { Role } from '@hmti/contract';
import { GripIcon } from '@/components/ui/grip-icon';
import { StrokeIcon } from '@/components/ui/stroke-icon';

const SYSTEM_ROLE_NOT_DELETABLE = 'Role sistem tidak dapat dihapus';

interface RoleCardProps {
  role: Role;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
  /** Present when the card can be dragged to another level. */
  dragHandleProps?: DraggableProvidedDragHandleProps | null;
  /** Shown as a lock when the role is at or above the actor's level. */
  locked?: boolean;
  dragging?: boolean;
}

export function RoleCard({
  role,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
  dragHandleProps,
  locked,
  dragging,
}: RoleCardProps) {
  const titleId = `role-${role.id}-title`;
  const reasonId = `role-${role.id}-delete-reason`;
  const count = role.permissions.length;
  /** A card's button; the role's name is read after the label. */
  const action = (label: string, tone: string, attributes: ButtonHTMLAttributes<HTMLButtonElement>) => (
    <button type="button" {...attributes} className={`rounded-lg border px-3 py-1.5 text-sm font-medium ${tone}`}>
      {label}
      <span className="sr-only"> role {role.displayName}</span>
    </button>
  );
  return (
    <article
      aria-labelledby={titleId}
      data-testid={`role-card-${role.name}`}
      className={cn(
        'flex flex-wrap gap-3 rounded-2xl border bg-white p-4 transition-shadow sm:flex-nowrap',
        dragging ? 'border-brand-500 shadow-lg' : 'border-slate-200 shadow-sm',
      )}
    >
      {dragHandleProps ? (
        <div
          {...dragHandleProps}
          aria-label={`Seret untuk mengubah level ${role.displayName}`}
          className="flex w-8 shrink-0 cursor-grab items-center justify-center self-stretch rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none active:cursor-grabbing"
        >
          <GripIcon />
        </div>
      ) : (
        <div className="flex w-8 shrink-0 items-center justify-center text-slate-400">
          {locked ? (
            <StrokeIcon className="h-4 w-4">
              <rect x="5" y="11" width="14" height="9" rx="2" />
              <path d="M8 11V8a4 4 0 0 1 8 0v3" />
            </StrokeIcon>
          ) : null}
        </div>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="text-base font-semibold text-slate-900">
            {role.displayName}
          </h3>
          <span
            className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900"
            data-testid="role-level"
          >
            Level {role.level}
          </span>
          {role.isSystem ? (
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">Sistem</span>
          ) : null}
        </div>
        <p className="mt-0.5 font-mono text-xs text-slate-600">{role.name}</p>
        {role.description ? <p className="mt-2 text-sm text-slate-700">{role.description}</p> : null}
        <p className="mt-2 text-xs font-medium text-slate-600">
          {count} permission{count === 1 ? '' : 's'}
        </p>
      </div>
      {canEdit || canDelete ? (
        // Phones: a row under the text (beside it, the text would be a few words wide); wider screens: beside it.
        <div className="flex basis-full flex-wrap items-center gap-2 pl-11 sm:shrink-0 sm:basis-auto sm:items-start sm:pl-0">
          {canEdit
            ? action('Edit', 'border-slate-300 text-slate-800 hover:bg-slate-100', {
                onClick: () => onEdit(role),
                'aria-haspopup': 'dialog',
              })
            : null}
          {canDelete && role.isSystem ? (
            <span className="flex items-center gap-2 sm:flex-col sm:items-end sm:gap-1">
              {action('Hapus', 'cursor-not-allowed border-slate-200 text-slate-500', {
                disabled: true,
                'aria-describedby': reasonId,
                title: SYSTEM_ROLE_NOT_DELETABLE,
              })}
              <span id={reasonId} className="text-xs text-slate-600">
                {SYSTEM_ROLE_NOT_DELETABLE}
              </span>
            </span>
          ) : canDelete ? (
            action('Hapus', 'border-red-200 text-red-700 hover:bg-red-50', {
              onClick: () => onDelete(role),
              'aria-haspopup': 'dialog',
            })
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
