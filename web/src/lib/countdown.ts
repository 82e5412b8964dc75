/** m:ss, e.g. 75 → "1:15", 5 → "0:05". Negative and fractional input is clamped and rounded up. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
