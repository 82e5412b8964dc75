import { PERMISSIONS, type Permission } from '@hmti/contract';

/**
 * The permission catalogue is the contract's (`PERMISSIONS`): the code checks those names and no others, so no door
 * adds, renames or removes one. GET /api/permissions answers it by category, then name.
 */
const CATALOGUE: Permission[] = [...PERMISSIONS]
  .sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name))
  .map(({ name, displayName, category }, i) => ({ _id: i + 1, name, displayName, description: displayName, category }));

export default () => ({
  list: (): Permission[] => CATALOGUE,
});
