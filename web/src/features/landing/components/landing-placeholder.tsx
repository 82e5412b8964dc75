import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useSiteSettings } from '@/lib/site-settings';

/** Public pages are built in issue #3; until then this shows the site's name and the way in. */
export function PublicPlaceholder({ title }: { title?: string }) {
  const { data: settings } = useSiteSettings();
  const { data: user } = useUser();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-gradient-to-br from-brand-900 to-brand-600 p-6 text-center text-white">
      <h1 className="text-4xl font-black">{title ?? settings?.siteName}</h1>
      <p className="max-w-xl text-lg opacity-90">{settings?.siteTagline}</p>
      <p className="text-sm opacity-75">Halaman publik lengkap dibangun pada issue #3.</p>
      <Link to={user ? paths.dashboard.root.getHref() : paths.login.getHref()} className="rounded-lg bg-white px-5 py-2 font-semibold text-brand-900">
        {user ? 'Dashboard' : 'Login'}
      </Link>
    </main>
  );
}
