import { describe, expect, it } from 'vitest';
import { buildArticleHead } from '../article-head.js';
import { articlePath } from '../article-links.js';
import type { Article } from '../article-input.js';

const article: Article = {
  _id: 7,
  id: 7,
  slug: 'judul-artikel',
  title: 'Judul Artikel',
  excerpt: 'Ringkasan',
  content: '<p>x</p>',
  image: '/uploads/demo/a.webp',
  imageSet: null,
  imageSource: 'local',
  gdriveFileId: null,
  tags: ['Workshop'],
  author: 'Admin',
  published: true,
  createdAt: '2026-11-08T10:00:00.000Z',
  publishedDate: '2026-11-09T02:00:00.000Z',
  updatedAt: '2026-11-09T10:00:00.000Z',
};

describe('buildArticleHead', () => {
  const head = buildArticleHead(article, { origin: 'https://hmti.example', siteName: 'HMTI' });

  it('sets title, canonical and sharing metadata', () => {
    expect(head.title).toBe('Judul Artikel | HMTI');
    expect(head.canonical).toBe('https://hmti.example/artikel/7/judul-artikel');
    const meta = Object.fromEntries(head.meta.map((m) => [m.key, m.content]));
    expect(meta.description).toBe('Ringkasan');
    expect(meta['og:image']).toBe('https://hmti.example/uploads/demo/a.webp');
    expect(meta['twitter:card']).toBe('summary_large_image');
  });

  it('describes the article and its breadcrumb as JSON-LD', () => {
    expect(head.jsonLd.map((d) => d['@type'])).toEqual(['Article', 'BreadcrumbList']);
    expect(head.jsonLd[0]).toMatchObject({
      headline: 'Judul Artikel',
      datePublished: article.publishedDate,
      author: { name: 'Admin' },
    });
  });

  it('falls back to the placeholder image', () => {
    const noImage = buildArticleHead({ ...article, image: '' }, { origin: 'https://hmti.example', siteName: 'HMTI' });
    expect(noImage.meta.find((m) => m.key === 'og:image')?.content).toBe(
      'https://hmti.example/images/placeholder-article.svg',
    );
  });
});

describe('articlePath', () => {
  it('links to /artikel/{id}/{slug}, or /artikel/{id} without a slug; the slug is one path segment', () => {
    expect(articlePath({ id: 4, slug: 'workshop-react' })).toBe('/artikel/4/workshop-react');
    expect(articlePath({ id: 5, slug: '' })).toBe('/artikel/5');
    expect(articlePath({ id: 6, slug: 'a/b c' })).toBe('/artikel/6/a%2Fb%20c');
  });
});
