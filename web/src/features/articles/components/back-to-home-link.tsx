import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Back to the landing page's articles section, where article readers come from. */
export function BackToHomeLink({ label = 'Kembali ke Beranda' }: { label?: string }) {
  return (
    <Link
      to={`${paths.home.getHref()}#articles`}
      className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:text-brand-900"
    >
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
