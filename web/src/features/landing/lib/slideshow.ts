/** The next slide of a slideshow of `count` images, wrapping from the last back to the first. */
export function nextSlideIndex(current: number, count: number): number {
  if (count <= 0) return 0;
  const safe = Number.isInteger(current) && current >= 0 ? current % count : 0;
  return (safe + 1) % count;
}
