import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { cn } from '@/lib/cn';
import { CloseIcon } from '@/components/ui/close-icon';
import { StrokeIcon } from '@/components/ui/stroke-icon';
import { GripIcon } from '@/components/ui/grip-icon';

interface Props {
  names: readonly string[];
  editable: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

const ICON_BUTTON =
  'inline-flex h-8 w-8 sm:h-9 sm:w-9 items-center justify-center rounded-lg border border-slate-300 bg-white hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-white';

/**
 * The period's positions in order. Editors reorder by dragging the handle (mouse, touch, or keyboard:
 * Space, arrows, Space) or with the up/down buttons, and remove entries; others see the numbered list.
 */
export function PositionListEditor({ names, editable, onMove, onRemove }: Props) {
  const onDragEnd = (result: DropResult) => {
    if (result.destination) onMove(result.source.index, result.destination.index);
  };
  return (
    <DragDropContext onDragEnd={onDragEnd}>
      <Droppable droppableId="positions">
        {(drop) => (
          <ol
            ref={drop.innerRef}
            {...drop.droppableProps}
            className="space-y-2"
            aria-label="Positions in order"
            data-testid="position-list"
          >
            {names.map((name, index) => (
              <Draggable key={name} draggableId={`position-${name}`} index={index} isDragDisabled={!editable}>
                {(drag, snapshot) => (
                  <li
                    ref={drag.innerRef}
                    {...drag.draggableProps}
                    className={cn(
                      'flex items-center gap-2 rounded-xl border bg-white px-2 py-2 sm:gap-3 sm:px-3',
                      snapshot.isDragging ? 'border-brand-500 shadow-lg' : 'border-slate-200',
                    )}
                    data-testid="position-item"
                  >
                    {editable ? (
                      <span
                        {...drag.dragHandleProps}
                        aria-label={`Drag ${name}`}
                        className="cursor-grab rounded p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 active:cursor-grabbing"
                        data-testid="position-drag-handle"
                      >
                        <GripIcon />
                      </span>
                    ) : null}
                    <span
                      className="w-6 shrink-0 text-right text-sm font-semibold sm:w-8 text-slate-600 tabular-nums"
                      data-testid="position-order"
                    >
                      {index + 1}.
                    </span>
                    <span
                      className="min-w-0 flex-1 text-sm break-words text-slate-900 sm:text-base"
                      data-testid="position-name"
                    >
                      {name}
                    </span>
                    {editable ? (
                      <span className="flex shrink-0 gap-0.5 sm:gap-1">
                        {(['up', 'down'] as const).map((way) => (
                          <button
                            key={way}
                            type="button"
                            className={cn(ICON_BUTTON, 'text-slate-700')}
                            onClick={() => onMove(index, way === 'up' ? index - 1 : index + 1)}
                            disabled={index === (way === 'up' ? 0 : names.length - 1)}
                            aria-label={`Move ${name} ${way}`}
                          >
                            <StrokeIcon className="h-4 w-4">
                              <path d={way === 'up' ? 'M12 19V5M5 12l7-7 7 7' : 'M12 5v14M19 12l-7 7-7-7'} />
                            </StrokeIcon>
                          </button>
                        ))}
                        <button
                          type="button"
                          className={cn(ICON_BUTTON, 'text-red-700')}
                          onClick={() => onRemove(index)}
                          aria-label={`Remove ${name}`}
                        >
                          <CloseIcon className="h-4 w-4" />
                        </button>
                      </span>
                    ) : null}
                  </li>
                )}
              </Draggable>
            ))}
            {drop.placeholder}
          </ol>
        )}
      </Droppable>
    </DragDropContext>
  );
}
