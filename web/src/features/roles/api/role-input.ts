import { positiveId } from '@/lib/positive-id';
export const assertRoleId = (id: number) => positiveId(id, 'role');
