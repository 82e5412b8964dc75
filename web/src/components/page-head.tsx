import type { PageHeadProps } from '@/config/page-heads';
import { jsonForScript } from '@/lib/json-for-script';

/**
 * The document head of the page showing, rendered where the page renders: React puts `<title>`, `<meta>` and `<link>`
 * into `<head>` and takes them out when the page goes (in a server render, cms page-html.ts moves them there). JSON-LD
 * stays where it is rendered, which crawlers read in `<body>` as well.
 */
export function PageHead({ title, description, meta = [], canonical, jsonLd = [] }: PageHeadProps) {
  return (
    <>
      <title>{title}</title>
      {description !== undefined ? <meta name="description" content={description} /> : null}
      {meta.map(({ attr, key, content }, i) => (
        <meta key={`${key}-${i}`} {...{ [attr]: key }} content={content} />
      ))}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {jsonLd.map((block, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(block) }} />
      ))}
    </>
  );
}
