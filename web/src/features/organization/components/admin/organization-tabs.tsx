export const ORGANIZATION_TABS = [
  { value: 'members', label: 'Members' },
  { value: 'positions', label: 'Positions' },
  { value: 'divisions', label: 'Divisions' },
] as const;

export type OrganizationTab = (typeof ORGANIZATION_TABS)[number]['value'];
