import { mayChangePublication } from '@hmti/contract';
import { hasAnyPermission, hasPermission, mayActOn } from '@/lib/authorization';

type Permissions = readonly string[] | undefined;
type Id = number | null | undefined;

export const canListArticles = (p: Permissions) => hasAnyPermission(p, ['articles.view', 'articles.view_others']);
export const canCreateArticle = (p: Permissions) => hasPermission(p, 'articles.create');
export const canPublishArticle = (p: Permissions) => hasPermission(p, 'articles.publish');

type Authored = { authorId: number | null } | null;
const isOwn = (userId: Id, article: Authored) => !article || (userId != null && userId === article.authorId);

/**
 * Whether the Published switch may move for this article (null: a new one), by the contract's publishing rule:
 * putting it on the site needs articles.publish; its author may take their own published article back to draft.
 */
export const canSwitchPublished = (p: Permissions, userId: Id, article: (Authored & { published: boolean }) | null) =>
  mayChangePublication(p, { publishing: !article?.published, own: isOwn(userId, article) });

/** Whether the article's schedule may be cancelled, by the same rule: a publisher, or the article's author. */
export const canCancelSchedule = (p: Permissions, userId: Id, article: Authored) =>
  mayChangePublication(p, { publishing: false, own: isOwn(userId, article) });

export const canEditArticle = (p: Permissions, userId: Id, authorId: Id) =>
  mayActOn(p, ['articles.edit', 'articles.edit_others'], userId, authorId);

export const canDeleteArticle = (p: Permissions, userId: Id, authorId: Id) =>
  mayActOn(p, ['articles.delete', 'articles.delete_others'], userId, authorId);
