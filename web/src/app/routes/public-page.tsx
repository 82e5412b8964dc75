import type { ReactNode } from 'react';
import { Footer } from '@/features/landing/components/footer';
import { Navbar } from '@/features/landing/components/navbar';
import type { SectionId } from '@/features/landing/lib/constants';

/** A public page besides the landing page: the site's navigation bar above it and its footer below it. */
export function PublicPage({ section, children }: { section: SectionId; children: ReactNode }) {
  return (
    <>
      <Navbar page={section} />
      {children}
      <Footer />
    </>
  );
}
