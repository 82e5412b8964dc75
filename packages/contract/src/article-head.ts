import type { Article, ArticleListItem } from './article-input.js';
import { articleImageUrl, articlePath } from './article-links.js';

/** An article page's document head, which the web app's article page renders (the server render included). */
export interface DocumentHeadSpec {
  title: string;
  meta: Array<{ attr: 'name' | 'property'; key: string; content: string }>;
  canonical: string;
  jsonLd: Array<Record<string, unknown>>;
}

const absolute = (url: string, origin: string) => {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
};

/** The article's own address, absolute. */
export const articleCanonicalUrl = (article: Pick<ArticleListItem, 'id' | 'slug'>, origin: string) =>
  `${origin}${articlePath(article)}`;

/** Title, description, canonical link, Open Graph / Twitter metadata and JSON-LD (Article + BreadcrumbList). */
export function buildArticleHead(
  article: ArticleListItem | Article,
  { origin, siteName }: { origin: string; siteName: string },
): DocumentHeadSpec {
  const url = articleCanonicalUrl(article, origin);
  const image = absolute(articleImageUrl(article), origin);
  const description = article.excerpt ?? '';
  const author = article.author || siteName;
  const meta: DocumentHeadSpec['meta'] = [
    { attr: 'name', key: 'description', content: description },
    { attr: 'property', key: 'og:type', content: 'article' },
    { attr: 'property', key: 'og:title', content: article.title },
    { attr: 'property', key: 'og:description', content: description },
    { attr: 'property', key: 'og:url', content: url },
    { attr: 'property', key: 'og:image', content: image },
    { attr: 'property', key: 'og:site_name', content: siteName },
    { attr: 'property', key: 'og:locale', content: 'id_ID' },
    { attr: 'property', key: 'article:published_time', content: article.publishedDate },
    { attr: 'property', key: 'article:modified_time', content: article.updatedAt },
    { attr: 'property', key: 'article:author', content: author },
    ...(article.tags ?? []).map((tag) => ({ attr: 'property' as const, key: 'article:tag', content: tag })),
    { attr: 'name', key: 'twitter:card', content: 'summary_large_image' },
    { attr: 'name', key: 'twitter:title', content: article.title },
    { attr: 'name', key: 'twitter:description', content: description },
    { attr: 'name', key: 'twitter:image', content: image },
  ];
  const articleLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description,
    image: [image],
    datePublished: article.publishedDate,
    dateModified: article.updatedAt,
    author: { '@type': 'Person', name: author },
    publisher: {
      '@type': 'Organization',
      name: siteName,
      logo: { '@type': 'ImageObject', url: absolute('/logo.svg', origin) },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    keywords: (article.tags ?? []).join(', '),
    inLanguage: 'id-ID',
  };
  const breadcrumbLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Beranda', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Artikel', item: `${origin}/artikel` },
      { '@type': 'ListItem', position: 3, name: article.title, item: url },
    ],
  };
  return { title: `${article.title} | ${siteName}`, meta, canonical: url, jsonLd: [articleLd, breadcrumbLd] };
}
