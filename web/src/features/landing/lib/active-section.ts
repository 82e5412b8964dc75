/**
 * The section the reader is in: the last one whose top is at or above the probe position
 * (scroll position plus 200 px). Before the first section, the first one counts.
 */
export function activeSectionAt<T extends string>(
  probeY: number,
  sections: ReadonlyArray<{ id: T; top: number }>,
): T | null {
  if (sections.length === 0) return null;
  let active = sections[0].id;
  for (const section of sections) {
    if (section.top <= probeY) active = section.id;
  }
  return active;
}
