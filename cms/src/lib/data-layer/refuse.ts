import { errors } from '@strapi/utils';

/**
 * A write the data layer refuses. Strapi's ApplicationError answers 400 with this message through
 * every door: the admin panel shows it to the editor, /api reshapes it as { message }.
 */
export const refuse = (message: string, details?: Record<string, unknown>) =>
  new errors.ApplicationError(message, details);
