import { serverMessageOf } from '@/lib/api-client';
import type { ToastMessage } from '@/lib/toast';

export const FAILURE_TEXTS = {
  deleteMember: 'Failed to delete organization member',
  saveMember: 'Failed to save organization member',
  createPeriod: 'Failed to create period',
  deletePeriod: 'Failed to delete period',
  updatePositions: 'Failed to update positions',
  copyPositions: 'Failed to copy positions',
  createDivision: 'Failed to create division',
  updateDivision: 'Failed to update division',
  deleteDivision: 'Failed to delete division',
  uploadLogo: 'Failed to upload logo',
} as const;

/** A failure toast: title 'Error', the server's message when present, otherwise the catalogue text. */
export const failureToast = (fallback: string, error: unknown): ToastMessage => ({
  title: 'Error',
  description: serverMessageOf(error) ?? fallback,
  variant: 'destructive',
});
