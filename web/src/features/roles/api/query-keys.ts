import { useMutation } from '@tanstack/react-query';

export const rolesKeys = {
  all: ['roles'] as const,
  list: ['roles', 'list'] as const,
  permissions: ['roles', 'permissions'] as const,
};

/** A role write: the roles are reloaded whether it worked or not (a refused drag must not stay on screen). */
export const useRoleWrite = <T, R>(mutationFn: (input: T) => Promise<R>) =>
  useMutation({ mutationFn, meta: { invalidates: [rolesKeys.all], evenOnError: true } });
