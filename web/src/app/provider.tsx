import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { createQueryClient } from '@/lib/query-client';
import { TOAST_DURATION_MS } from '@/lib/toast';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastContainer position="top-center" autoClose={TOAST_DURATION_MS} draggablePercent={50} newestOnTop closeOnClick />
    </QueryClientProvider>
  );
}
