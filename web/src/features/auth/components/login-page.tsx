import { useState } from 'react';
import { Navigate } from 'react-router';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import { FullPageSpinner } from '@/components/ui/spinner';
import { PageHead } from '@/components/page-head';
import { pageHeads } from '@/config/page-heads';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useSiteSettings } from '@/lib/site-settings';
import { LoginForm } from './login-form';

export function LoginPage() {
  const { data: user, isLoading } = useUser();
  const { data: settings } = useSiteSettings();
  const brand = settings?.navbarBrand ?? 'HMTI';
  // While a new enrolment's recovery codes are on screen, the fresh session must not whisk the user away.
  const [holdRedirect, setHoldRedirect] = useState(false);

  if (isLoading) return <FullPageSpinner />;
  if (user && !holdRedirect) return <Navigate to={paths.dashboard.root.getHref()} replace />;
  return (
    <CenteredLayout>
      <PageHead {...pageHeads.login(brand)} />
      <section className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-lg" aria-labelledby="login-title">
        <img src={settings?.logoUrl || '/logo.svg'} alt="" className="mx-auto mb-4 h-14 w-14" width={56} height={56} />
        <h1 id="login-title" className="mb-1 text-center text-2xl font-bold text-brand-900">
          {brand} Login
        </h1>
        <p className="mb-6 text-center text-sm text-slate-600">Masuk ke dashboard pengurus</p>
        {/* The server sends this card for a browser without JavaScript too; signing in needs the app. */}
        <noscript>
          <p className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Aktifkan JavaScript untuk masuk.
          </p>
        </noscript>
        <LoginForm onHoldRedirect={setHoldRedirect} />
      </section>
    </CenteredLayout>
  );
}
