/**
 * Whether this browser session has had its first-visit screen (the landing's loading screen or the splash); both
 * screens and index.html's inline boot script read the same session flag. A browser that refuses session storage
 * counts as having had it: nothing could remember the screen, so it would otherwise greet every visit.
 */
const KEY = 'app-loaded';

export const seenThisSession = () => {
  try {
    return sessionStorage.getItem(KEY) === 'true';
  } catch {
    return true;
  }
};

export const rememberSeen = () => {
  try {
    sessionStorage.setItem(KEY, 'true');
  } catch {
    /* storage refused: seenThisSession() already answers true */
  }
};
