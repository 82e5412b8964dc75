import { Outlet } from 'react-router';
import { PendingToast } from '@/components/pending-toast';

export function RootLayout() {
  return (
    <>
      <PendingToast />
      <Outlet />
    </>
  );
}
