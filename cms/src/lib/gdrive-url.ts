/** Google Drive links on the server: the shared link rules, plus the URL the site displays a file from. */
export { guessMediaType, parseDriveUrl } from '@hmti/contract';

export const displayUrl = (id: string, type: 'image' | 'video', bases: { baseUrl: string; imageBaseUrl: string }) =>
  type === 'video' ? `${bases.baseUrl}/file/d/${id}/preview` : `${bases.imageBaseUrl}/d/${id}=s2000`;
