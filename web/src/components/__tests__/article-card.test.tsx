import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ArticleListItem } from '@hmti/contract';
import { ArticleCard } from '../article-card';

// react-router resolves the workspace root's React in node tests; its Link is stood in by a plain anchor.
vi.mock('react-router', () => ({
  Link: ({ to, children, ...rest }: { to: string; children?: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

const article = (tags: string[], author = 'Penulis') =>
  ({
    id: 7,
    slug: 'judul',
    title: 'Judul',
    excerpt: 'Ringkasan',
    author,
    publishedDate: '2026-11-22T10:00:00.000Z',
    tags,
    image: null,
    imageSet: null,
    imageSource: null,
    gdriveFileId: null,
  }) as unknown as ArticleListItem;

const tagsOf = (html: string) => [...html.matchAll(/<li class="[^"]*">([^<]*)<\/li>/g)].map((m) => m[1]);

describe('ArticleCard', () => {
  it('leaves blank tags out', () => {
    expect(
      tagsOf(
        renderToStaticMarkup(
          <ArticleCard article={article(['A', ' ', 'B', 'C', 'D'])} heading="h3" sizes="landingCard" />,
        ),
      ),
    ).toEqual(['A', 'B', 'C', '+1 lagi']);
  });

  it('signs an article without an author as Admin, as the article page does', () => {
    const html = renderToStaticMarkup(<ArticleCard article={article([], '')} heading="h2" sizes="articleCard" />);
    expect(html).toContain('<span class="truncate font-medium">Admin</span>');
  });
});
