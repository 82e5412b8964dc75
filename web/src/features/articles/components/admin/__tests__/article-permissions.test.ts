import { describe, expect, it } from 'vitest';
import {
  canCreateArticle,
  canDeleteArticle,
  canEditArticle,
  canListArticles,
  canPublishArticle,
  canSwitchPublished,
} from '../article-permissions';

describe('article buttons by permission', () => {
  it("'New Article' needs articles.create; the switch needs articles.publish", () => {
    expect(canCreateArticle(['articles.view'])).toBe(false);
    expect(canCreateArticle(['articles.create'])).toBe(true);
    expect(canPublishArticle(['articles.create'])).toBe(false);
    expect(canPublishArticle(['articles.publish'])).toBe(true);
    expect(canCreateArticle(undefined)).toBe(false);
  });

  it('the Published switch: on needs articles.publish; an author takes their own published article back', () => {
    const writer = ['articles.edit'];
    expect(canSwitchPublished(writer, 7, null)).toBe(false);
    expect(canSwitchPublished(writer, 7, { authorId: 7, published: false })).toBe(false);
    expect(canSwitchPublished(writer, 7, { authorId: 7, published: true })).toBe(true);
    expect(canSwitchPublished(writer, 7, { authorId: 8, published: true })).toBe(false);
    expect(canSwitchPublished(['articles.publish'], 7, null)).toBe(true);
    expect(canSwitchPublished(['articles.publish'], 7, { authorId: 8, published: true })).toBe(true);
  });

  it('edit: articles.edit on own articles, articles.edit_others on any', () => {
    expect(canEditArticle(['articles.edit'], 7, 7)).toBe(true);
    expect(canEditArticle(['articles.edit'], 7, 8)).toBe(false);
    expect(canEditArticle(['articles.edit'], 7, null)).toBe(false);
    expect(canEditArticle(['articles.edit_others'], 7, 8)).toBe(true);
    expect(canEditArticle(['articles.delete'], 7, 7)).toBe(false);
  });

  it('delete: articles.delete on own articles, articles.delete_others on any', () => {
    expect(canDeleteArticle(['articles.delete'], 7, 7)).toBe(true);
    expect(canDeleteArticle(['articles.delete'], 7, 8)).toBe(false);
    expect(canDeleteArticle(['articles.delete_others'], 7, 8)).toBe(true);
    expect(canDeleteArticle(['articles.edit_others'], 7, 8)).toBe(false);
    expect(canDeleteArticle(['articles.delete'], undefined, undefined)).toBe(false);
  });

  it('the list needs a view permission', () => {
    expect(canListArticles(['articles.create'])).toBe(false);
    expect(canListArticles(['articles.view_others'])).toBe(true);
  });
});
