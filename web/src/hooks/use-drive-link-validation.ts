import { useEffect, useState } from 'react';
import { DRIVE_UNVERIFIABLE, DRIVE_UNVERIFIABLE_SUGGESTION, fieldMessage } from '@hmti/contract';
import { api, ApiError } from '@/lib/api-client';
import { parseDriveUrl } from '@/lib/drive-link';

const DRIVE_VALIDATION_DELAY_MS = 500;
const FOLDER_WARNING = 'Ini link folder: file-file di dalamnya ditambahkan satu per satu saat disimpan.';

export type DriveValidation =
  | { state: 'idle' }
  | { state: 'validating' }
  | { state: 'valid'; isFolder: boolean; fileId?: string; warning?: string }
  /** Drive did not answer the server's check: the link may still be saved, the server decides. */
  | { state: 'unverified'; warning: string; suggestion?: string }
  | { state: 'invalid'; error: string; suggestion?: string };

const IDLE: DriveValidation = { state: 'idle' };

/**
 * Whether a form may send a link checked this far: anything but found invalid. A link still being checked goes (the
 * server checks it again and says what is wrong), so a Save pressed right after pasting a good link is not refused.
 */
export const maySaveDriveLink = (state: DriveValidation['state'] | 'pending' | undefined) => state !== 'invalid';

/** The answer of POST /api/gdrive/check-access. */
interface DriveAccess {
  accessible: boolean;
  isFolder: boolean;
  fileId?: string;
  error?: string;
  suggestion?: string;
}

/**
 * idle (empty) → after 500 ms without changes: validating → valid (green), unverified (amber: Drive could not
 * be reached) or invalid (red, error + suggestion). The messages name the field by `label` ('Google Drive link 1
 * bersifat privat …'). A verdict belongs to the link it was made for: once the link is edited it is idle again
 * until the new one is checked, so an old error never stands under a link that has since been corrected.
 */
export function useDriveLinkValidation(url: string, label: string): DriveValidation {
  const value = url.trim();
  const [result, setResult] = useState<{ url: string; validation: DriveValidation }>({ url: '', validation: IDLE });
  useEffect(() => {
    if (!value) return;
    const controller = new AbortController();
    const { signal } = controller;
    const settle = (validation: DriveValidation) => setResult({ url: value, validation });
    // Never rejects: every failure ends as an 'invalid' result (or is dropped once aborted).
    const validate = async () => {
      const local = parseDriveUrl(value);
      if (!local.ok) {
        settle({ state: 'invalid', error: fieldMessage(label, local.reason), suggestion: local.suggestion });
        return;
      }
      settle({ state: 'validating' });
      try {
        const access = await api.post<DriveAccess>('/api/gdrive/check-access', { url: value }, { signal });
        if (signal.aborted) return;
        const { accessible, isFolder, fileId, error, suggestion } = access;
        if (accessible) settle({ state: 'valid', isFolder, fileId, warning: isFolder ? FOLDER_WARNING : undefined });
        else if (error === DRIVE_UNVERIFIABLE)
          settle({ state: 'unverified', warning: fieldMessage(label, DRIVE_UNVERIFIABLE), suggestion });
        else settle({ state: 'invalid', error: fieldMessage(label, error ?? 'tidak dapat dipakai'), suggestion });
      } catch (error) {
        if (signal.aborted) return;
        settle({
          state: 'invalid',
          error: error instanceof ApiError ? error.userMessage : fieldMessage(label, DRIVE_UNVERIFIABLE),
          suggestion: DRIVE_UNVERIFIABLE_SUGGESTION,
        });
      }
    };
    const timer = window.setTimeout(() => void validate(), DRIVE_VALIDATION_DELAY_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [value, label]);
  return value && result.url === value ? result.validation : IDLE;
}
