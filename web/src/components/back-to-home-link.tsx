import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Back to the landing page's section (`#articles`, `#library`) a public page's readers come from. */
export function BackToHomeLink({ section }: { section: 'articles' | 'library' }) {
  return (
    <Link
      to={`${paths.home.getHref()}#${section}`}
      className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:text-brand-900"
    >
      <span aria-hidden="true">←</span> Kembali ke Beranda
    </Link>
  );
}
