import { CHANGED_ELSEWHERE } from '@hmti/contract';
import { conflict } from './http-error';

/**
 * A form's save names the version it opened (`basedOn`, that row's `updatedAt`): when the row was saved since (another
 * dashboard, /admin), the save is refused with 409 instead of writing over that change. Without it, nothing is checked.
 */
export function refuseIfChangedSince(basedOn: string | undefined, updatedAt: string | Date | undefined) {
  if (basedOn && updatedAt && new Date(basedOn).getTime() !== new Date(updatedAt).getTime())
    throw conflict(CHANGED_ELSEWHERE);
}
