import { errors } from '@strapi/utils';

/**
 * A write the data layer refuses. Strapi's ApplicationError answers 400 with this message through
 * every door: the admin panel shows it to the editor, /api reshapes it as { message }.
 */
export const refuse = (message: string, details?: Record<string, unknown>) =>
  new errors.ApplicationError(message, details);

/**
 * A refused field: Strapi's ValidationError with the field's path, which the Content Manager shows on the field and
 * /api answers as { message, field, errors } (400), with the contract's message in both.
 */
export const fieldRefusal = (path: (string | number)[], message: string) =>
  new errors.ValidationError(message, { errors: [{ path, message, name: 'ValidationError' }], field: path.join('.') });

/**
 * The lifecycles of a table only the server writes (the activity log, the revisions), for every door: rows are
 * created (and, with `ownDeletes`, deleted) only inside its writer (`isOwnWrite`); any other write and every update
 * is refused with `message`.
 */
export function serverWrittenOnly(isOwnWrite: () => boolean, message: string, { ownDeletes = false } = {}) {
  const own = () => {
    if (!isOwnWrite()) throw refuse(message);
  };
  const never = () => {
    throw refuse(message);
  };
  const deletes = ownDeletes ? own : never;
  return {
    beforeCreate: own,
    beforeCreateMany: own,
    beforeUpdate: never,
    beforeUpdateMany: never,
    beforeDelete: deletes,
    beforeDeleteMany: deletes,
  };
}
