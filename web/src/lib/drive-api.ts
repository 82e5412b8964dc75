import { api } from './api-client';

export interface DriveAccess {
  accessible: boolean;
  isFolder: boolean;
  fileId?: string;
  error?: string;
  suggestion?: string;
}

export interface DriveMediaFile {
  id: string;
  name: string;
  url: string;
  type: 'image' | 'video';
  mimeType: string;
}

/** POST /api/gdrive/check-access (shared by the article editor and the library form). */
export const checkDriveAccess = (url: string, signal?: AbortSignal) =>
  api.post<DriveAccess>('/api/gdrive/check-access', { url }, { signal });

/** POST /api/gdrive/media-url: display URLs of a file or of the files of a public folder. */
export const getDriveMedia = (input: { url: string; mediaType?: 'image' | 'video' }) =>
  api.post<{ type: 'single' | 'folder'; files: DriveMediaFile[] }>('/api/gdrive/media-url', input);
