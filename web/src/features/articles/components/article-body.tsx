import type { ReactNode } from 'react';

/** Typography for the article's HTML (headings, lists, links, images, players, tables, code, figures). */
const PROSE = [
  // A long word or pasted address breaks inside the column rather than widening a phone's page.
  'text-base leading-relaxed text-slate-800 sm:text-lg break-words',
  '[&_h1]:mt-10 [&_h1]:mb-4 [&_h1]:text-3xl [&_h1]:font-bold',
  '[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:scroll-mt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:scroll-mt-4 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold',
  '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline hover:[&_a]:text-brand-900',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_iframe]:my-6 [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:rounded-xl [&_iframe]:bg-slate-900',
  '[&_figure]:my-6 [&_figcaption]:mt-2 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-slate-600',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-[0.9em] [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_table]:my-6 [&_table]:block [&_table]:overflow-x-auto [&_table]:border-collapse',
  '[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left',
  '[&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-2 [&_hr]:my-8 [&_hr]:border-slate-200',
].join(' ');

/** The article's title as its page shows it (an h3 in the editor's Preview, under the dialog's own heading). */
export function ArticleTitle({ children, as: Heading = 'h1' }: { children: ReactNode; as?: 'h1' | 'h3' }) {
  return <Heading className="text-3xl leading-tight font-black text-slate-900 sm:text-4xl">{children}</Heading>;
}

/** `html` must already be sanitised (renderArticleContent). */
export function ArticleBody({ html }: { html: string }) {
  // The server cleans with the cms's sanitiser, the browser with DOMPurify: hydration keeps the server's markup.
  return <div className={PROSE} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
