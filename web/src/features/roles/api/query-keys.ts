export const rolesKeys = {
  all: ['roles'] as const,
  list: ['roles', 'list'] as const,
  assignable: ['roles', 'assignable'] as const,
  permissions: ['roles', 'permissions'] as const,
};
