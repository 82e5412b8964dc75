import type { ReactNode } from 'react';
import { PageHead } from '@/components/page-head';
import { pageHeads } from '@/config/page-heads';
import { Footer } from '@/features/landing/components/footer';
import { MaintenanceScreen } from '@/features/landing/components/maintenance-screen';
import { Navbar } from '@/features/landing/components/navbar';
import { useSiteSettings } from '@/lib/site-settings';
import type { SectionId } from '@/features/landing/lib/constants';
import { WithSplash } from './with-splash';

/**
 * A public page besides the landing page: the site's navigation bar above it, its footer below it, the splash on a
 * first visit. In maintenance it is the landing's maintenance screen, at the address asked for, so a reload after
 * maintenance shows the page.
 */
export function PublicPage({ section, children }: { section: SectionId; children: ReactNode }) {
  const { data: settings } = useSiteSettings(0);
  // The page's own head is not rendered then: the screen names itself (the landing's keeps the site's name).
  if (settings?.maintenanceMode)
    return (
      <>
        <PageHead {...pageHeads.maintenance(settings)} />
        <MaintenanceScreen settings={settings} />
      </>
    );
  return (
    <WithSplash>
      <Navbar section={section} />
      {children}
      <Footer />
    </WithSplash>
  );
}
