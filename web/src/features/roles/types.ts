export type { Permission, Role } from '@hmti/contract';
