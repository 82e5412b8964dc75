import type { Core } from '@strapi/strapi';

export const ARTICLE_UID = 'api::articles.article';

export type Row = Record<string, unknown>;

/** One write of articles as the rules see it (content-types/article/lifecycles.ts runs them in order). */
export interface ArticleWrite {
  action: 'beforeCreate' | 'beforeUpdate' | 'beforeUpdateMany';
  data: Row;
  /** The rows the write changes as they are before it, read once for every rule; none for a create. */
  rows: Row[];
  state: Row;
}

export type ArticleRule = (strapi: Core.Strapi, write: ArticleWrite) => unknown;

export const given = (value: unknown) => value !== undefined && value !== null && value !== '';
