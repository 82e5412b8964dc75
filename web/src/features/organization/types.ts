import type { ResponsiveImage } from '@hmti/contract';

/** A board member as GET /api/organization/members returns it. */
export interface OrgMember {
  _id: number;
  id: number;
  name: string;
  position: string;
  period: string;
  imageUrl?: string | null;
  /** The uploaded photo's widths for srcset; null for a linked photo or none. */
  imageSet?: ResponsiveImage | null;
}

/** One entry of GET /api/organization/positions/{period}; order is 1-based. */
export interface PositionOrder {
  name: string;
  order: number;
}
