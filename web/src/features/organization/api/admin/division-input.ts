import { positiveId } from '@/lib/positive-id';
export {
  divisionUpdateSchema,
  newDivisionSchema,
  type DivisionUpdateInput,
  type NewDivisionInput,
} from '@hmti/contract';

export const assertDivisionId = (id: number) => positiveId(id, 'division');
