import { api } from './api-client';

export interface DriveAccess {
  accessible: boolean;
  isFolder: boolean;
  fileId?: string;
  error?: string;
  suggestion?: string;
}

/** POST /api/gdrive/check-access (shared by the article editor and the library form). */
export const checkDriveAccess = (url: string, signal?: AbortSignal) =>
  api.post<DriveAccess>('/api/gdrive/check-access', { url }, { signal });
