/** How long a section that was jumped to is kept in place while the sections above it load and grow. */
const SETTLE_MS = 3000;
const USER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let releaseHeld: (() => void) | null = null;

/**
 * Scrolls to the landing section with this id (as the page's CSS scrolls: smoothly unless the reader asked for less motion, below
 * the sticky bar, plus the section's scroll margin) and keeps it there while the content above it loads and grows —
 * lazy sections, pictures — until the reader scrolls or 3 s pass; otherwise a section jumped to would end up where
 * the page's growth pushed it. `onReleased` runs once it is let go. Returns the release.
 */
export function scrollAndHold(id: string, onReleased?: () => void): () => void {
  releaseHeld?.();
  // Looked up each time: a section still loading is a placeholder with its id, replaced by the section itself.
  const align = () => document.getElementById(id)?.scrollIntoView({ block: 'start' });
  const observer = new ResizeObserver(align);
  const release = () => {
    if (releaseHeld !== release) return;
    releaseHeld = null;
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(listening);
    USER_MOVES.forEach((type) => window.removeEventListener(type, release));
    onReleased?.();
  };
  releaseHeld = release;
  const timer = setTimeout(release, SETTLE_MS);
  // From the next task: the key (Space) or press that asked for the jump is still on its way up to the window.
  const listening = setTimeout(() =>
    USER_MOVES.forEach((type) => window.addEventListener(type, release, { passive: true })),
  );
  // Observing calls `align` once at the start.
  observer.observe(document.body);
  return release;
}
