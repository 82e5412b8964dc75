/** Typography for rich HTML (editor content and previews); Tailwind's reset strips it otherwise. */
export const PROSE_CLASSES = [
  'leading-relaxed text-slate-800',
  '[&_h1]:mb-3 [&_h1]:mt-5 [&_h1]:text-3xl [&_h1]:font-bold',
  '[&_h2]:mb-3 [&_h2]:mt-5 [&_h2]:text-2xl [&_h2]:font-bold',
  '[&_h3]:mb-2 [&_h3]:mt-4 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_h4]:mb-2 [&_h4]:mt-4 [&_h4]:text-lg [&_h4]:font-semibold',
  '[&_p]:my-2 [&_a]:text-brand-700 [&_a]:underline',
  '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-3 [&_pre]:text-slate-100',
  '[&_code]:font-mono [&_code]:text-sm',
  '[&_img]:h-auto [&_img]:max-w-full [&_figure]:my-3',
  '[&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:rounded-lg [&_iframe]:bg-slate-900',
  '[&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-slate-600',
  '[&_table]:my-3 [&_table]:border-collapse [&_td]:border [&_td]:border-slate-300 [&_td]:p-2 [&_th]:border [&_th]:border-slate-300 [&_th]:p-2',
].join(' ');
