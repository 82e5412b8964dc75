/** The splash screen's progress: 20, 40, 60, 80, 95, 100, one step every 600 ms. */
export const SPLASH_STEPS = [20, 40, 60, 80, 95, 100] as const;
export const SPLASH_STEP_MS = 600;
export const SPLASH_TIMEOUT_MS = 3000;
export const SPLASH_FADE_MS = 500;

/** The progress shown after `elapsedMs`: the first step at once, then one more every 600 ms. */
export function splashProgressAt(elapsedMs: number): number {
  const index = Math.min(Math.max(Math.floor(elapsedMs / SPLASH_STEP_MS), 0), SPLASH_STEPS.length - 1);
  return SPLASH_STEPS[index];
}

export function splashLabel(progress: number): string {
  if (progress >= 100) return 'Siap!';
  if (progress >= 60) return 'Memuat Konten...';
  return 'Memuat Asset...';
}
