import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { checkDriveAccess } from '@/lib/drive-api';
import { parseDriveUrl } from '@/lib/drive-link';

export const DRIVE_VALIDATION_DELAY_MS = 500;
export const FOLDER_WARNING = 'This is a folder link: its files are added one by one when you save.';

export type DriveValidation =
  | { state: 'idle' }
  | { state: 'validating' }
  | { state: 'valid'; isFolder: boolean; fileId?: string; warning?: string }
  | { state: 'invalid'; error: string; suggestion?: string };

/** idle (empty) → after 500 ms without changes: validating → valid (green) or invalid (red, error + suggestion). */
export function useDriveLinkValidation(url: string): DriveValidation {
  const [result, setResult] = useState<DriveValidation>({ state: 'idle' });
  useEffect(() => {
    const value = url.trim();
    if (!value) {
      setResult({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    // Never rejects: every failure ends as an 'invalid' result (or is dropped once aborted).
    const validate = async () => {
      const local = parseDriveUrl(value);
      if (!local.ok) {
        setResult({ state: 'invalid', error: local.error, suggestion: local.suggestion });
        return;
      }
      setResult({ state: 'validating' });
      try {
        const access = await checkDriveAccess(value, controller.signal);
        if (controller.signal.aborted) return;
        if (access.accessible)
          setResult({
            state: 'valid',
            isFolder: access.isFolder,
            fileId: access.fileId,
            warning: access.isFolder ? FOLDER_WARNING : undefined,
          });
        else
          setResult({
            state: 'invalid',
            error: access.error ?? 'Invalid Google Drive link',
            suggestion: access.suggestion,
          });
      } catch (error) {
        if (controller.signal.aborted) return;
        setResult({
          state: 'invalid',
          error: error instanceof ApiError ? error.userMessage : 'Unable to verify file accessibility',
          suggestion: 'Check your internet connection and try again',
        });
      }
    };
    const timer = window.setTimeout(() => void validate(), DRIVE_VALIDATION_DELAY_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [url]);
  return result;
}
