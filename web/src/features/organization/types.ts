/** A board member as GET /api/organization/members returns it. */
export interface OrgMember {
  _id: number;
  id: number;
  name: string;
  position: string;
  period: string;
  imageUrl?: string | null;
}

/** One entry of GET /api/organization/positions/{period}; order is 1-based. */
export interface PositionOrder {
  name: string;
  order: number;
}
