import { useEffect, useState } from 'react';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import type { Role } from '@hmti/contract';
import { outranksRole, roleActions } from '../lib/role-permissions';
import { RoleCard } from './role-card';

const DRAG_INSTRUCTIONS =
  'Tekan spasi untuk mulai menyeret. Gunakan panah atas atau bawah untuk memindahkan, spasi untuk meletakkan, Escape untuk membatalkan.';

interface RoleListProps {
  roles: Role[];
  actorLevel: number | undefined;
  /** The roles the actor may assign (GET /api/roles/assignable): the ones it may edit, move or delete. */
  manageableRoles: readonly string[];
  permissions: readonly string[] | undefined;
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
  /** The dropped role and its index in the full sorted list. */
  onMove: (roleId: number, destinationIndex: number) => void;
  /** A move is being saved: no other drag starts until it is (two at once could leave two roles on one level). */
  moving?: boolean;
}

/** Role cards by level in one drop zone; only roles below the actor's level can be dragged (the page vets drops). */
export function RoleList({
  roles,
  actorLevel,
  manageableRoles,
  permissions,
  onEdit,
  onDelete,
  onMove,
  moving = false,
}: RoleListProps) {
  // The drag list is measured only once the cards have laid out (25 ms after mount).
  const [measured, setMeasured] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setMeasured(true), 25);
    return () => clearTimeout(timer);
  }, []);
  const actionsOf = (role: Role) => roleActions(role, manageableRoles, permissions);
  // Roles at or above the actor's level are fixed (shown with a lock).
  const locked = (role: Role) => !outranksRole(actorLevel, role.level);
  const draggable = measured && roles.some((role) => !locked(role) && actionsOf(role).canDrag);

  const card = (role: Role, extra: Partial<Parameters<typeof RoleCard>[0]> = {}) => {
    const { canEdit, canDelete } = actionsOf(role);
    return (
      <RoleCard
        role={role}
        canEdit={canEdit}
        canDelete={canDelete}
        onEdit={onEdit}
        onDelete={onDelete}
        locked={locked(role)}
        {...extra}
      />
    );
  };

  const onDragEnd = (result: DropResult) => {
    if (result.destination) onMove(Number(result.draggableId), result.destination.index);
  };

  if (!draggable)
    return (
      <ol aria-label="Daftar role" className="space-y-3">
        {roles.map((role) => (
          <li key={role.id}>{card(role)}</li>
        ))}
      </ol>
    );

  return (
    <DragDropContext onDragEnd={onDragEnd} dragHandleUsageInstructions={DRAG_INSTRUCTIONS}>
      <Droppable droppableId="roles">
        {(provided, snapshot) => (
          <ol
            ref={provided.innerRef}
            {...provided.droppableProps}
            aria-label="Daftar role"
            className={snapshot.isDraggingOver ? 'rounded-2xl bg-brand-50' : undefined}
          >
            {roles.map((role, index) => {
              const { canDrag } = actionsOf(role);
              return (
                <Draggable
                  key={role.id}
                  draggableId={String(role.id)}
                  index={index}
                  isDragDisabled={!canDrag || moving}
                >
                  {(dragProvided, dragSnapshot) => (
                    <li ref={dragProvided.innerRef} {...dragProvided.draggableProps} className="pb-3">
                      {card(role, {
                        dragHandleProps: canDrag ? dragProvided.dragHandleProps : null,
                        dragging: dragSnapshot.isDragging,
                      })}
                    </li>
                  )}
                </Draggable>
              );
            })}
            {provided.placeholder}
          </ol>
        )}
      </Droppable>
    </DragDropContext>
  );
}
