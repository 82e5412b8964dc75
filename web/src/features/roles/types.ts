export type { AssignableRoles, Permission, Role } from '@hmti/contract';
