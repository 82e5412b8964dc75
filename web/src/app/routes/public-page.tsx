import type { ReactNode } from 'react';
import { Footer } from '@/features/landing/components/footer';
import { Navbar } from '@/features/landing/components/navbar';
import type { SectionId } from '@/features/landing/lib/constants';
import { WithSplash } from './with-splash';

/** A public page besides the landing page: the site's navigation bar above it, its footer below it, the splash on a first visit. */
export function PublicPage({ section, children }: { section: SectionId; children: ReactNode }) {
  return (
    <WithSplash>
      <Navbar page={section} />
      {children}
      <Footer />
    </WithSplash>
  );
}
