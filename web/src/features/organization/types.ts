export type { OrgMember, PositionOrder } from '@hmti/contract';
