import { hasPermission, type Actor } from './permissions';

/**
 * The own/others rule of articles and library items: `others` allows any item, `own` only the
 * actor's own (authorId equal to the actor's id).
 */
export const mayActOn = (actor: Actor, ownerId: number | null | undefined, own: string, others: string): boolean =>
  hasPermission(actor, others) || (hasPermission(actor, own) && ownerId != null && ownerId === actor.id);
