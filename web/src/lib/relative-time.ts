/** 'Baru saja' under a minute, then 'N menit lalu', 'N jam lalu', 'N hari lalu'. */
export function relativeTimeId(date: Date | string | number, now: Date | number): string {
  const then = new Date(date).getTime();
  const nowMs = typeof now === 'number' ? now : now.getTime();
  if (!Number.isFinite(then)) return '';
  const minutes = Math.floor(Math.max(0, nowMs - then) / 60_000);
  if (minutes < 1) return 'Baru saja';
  if (minutes < 60) return `${minutes} menit lalu`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} jam lalu`;
  return `${Math.floor(hours / 24)} hari lalu`;
}
