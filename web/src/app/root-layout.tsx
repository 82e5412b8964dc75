import { Outlet } from 'react-router';
import { PendingToast } from '@/components/pending-toast';
import { ChatLauncher } from '@/features/chat/components/chat-launcher';

export function RootLayout() {
  return (
    <>
      <PendingToast />
      <Outlet />
      <ChatLauncher />
    </>
  );
}
