import { APP_LOADED_KEY } from '@/features/landing/lib/constants';

/** Whether this browser session has already had its first-visit screen (the landing loading screen or the splash). */
export const seenThisSession = () => {
  try {
    return sessionStorage.getItem(APP_LOADED_KEY) === 'true';
  } catch {
    return true;
  }
};
