import { positiveId } from '@/lib/positive-id';

export const assertDivisionId = (id: number) => positiveId(id, 'division');
