export {
  divisionUpdateSchema,
  newDivisionSchema,
  type DivisionUpdateInput,
  type NewDivisionInput,
} from '@hmti/contract';

export const INVALID_DIVISION_ID = 'Invalid division ID';

export function assertDivisionId(id: number): number {
  if (!Number.isSafeInteger(id) || id < 1) throw new Error(INVALID_DIVISION_ID);
  return id;
}
