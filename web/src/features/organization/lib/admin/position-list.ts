import { checkInput, POSITION_DUPLICATE, positionNameSchema, samePositionName } from '@hmti/contract';
import type { PositionOrder } from '@hmti/contract';

type NewPositionCheck = { ok: true; name: string } | { ok: false; error: string };

/** A position to add: its name as the server takes it (spaces folded), not already in the list. */
export function checkNewPosition(names: readonly string[], raw: string): NewPositionCheck {
  const parsed = checkInput(positionNameSchema, raw.replace(/\s+/g, ' '));
  if (!parsed.ok) return { ok: false, error: parsed.message };
  const name = parsed.data;
  if (names.some((n) => samePositionName(n, name))) return { ok: false, error: POSITION_DUPLICATE };
  return { ok: true, name };
}

/** The list with the item at `from` moved to `to`; indexes outside the list leave it unchanged. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** The names in their current order, numbered 1..n: the body the server saves. */
export const renumberPositions = (names: readonly string[]): PositionOrder[] =>
  names.map((name, i) => ({ name, order: i + 1 }));

/** The names ordered by their saved order (ties keep the server's order). */
export const namesInOrder = (positions: readonly PositionOrder[]): string[] =>
  positions
    .map((p, i) => ({ ...p, i }))
    .sort((a, b) => a.order - b.order || a.i - b.i)
    .map((p) => p.name);

export const sameNames = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((n, i) => n === b[i]);

/** Unsaved edits of one period's position list, with the names as they were loaded (sent as basedOn). */
export interface PositionsDraft {
  period: string;
  basedOn: string[];
  names: string[];
}

/** Whether a draft differs from the list it started from (something a save would change). */
export const draftChanged = (draft: PositionsDraft | null): draft is PositionsDraft =>
  !!draft && !sameNames(draft.names, draft.basedOn);
