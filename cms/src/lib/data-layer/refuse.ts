import { errors } from '@strapi/utils';

/**
 * A write the data layer refuses. Strapi's ApplicationError answers 400 with this message through
 * every door: the admin panel shows it to the editor, /api reshapes it as { message }.
 */
export const refuse = (message: string, details?: Record<string, unknown>) =>
  new errors.ApplicationError(message, details);

/**
 * A refused field: Strapi's ValidationError with the field's path, which the Content Manager shows on the field and
 * /api answers as { message, errors } (400), with the contract's message in both.
 */
export const fieldRefusal = (path: (string | number)[], message: string) =>
  new errors.ValidationError(message, { errors: [{ path, message, name: 'ValidationError' }] });
