/**
 * The section the reader is in: the last one whose top is at or above the probe position
 * (scroll position plus 200 px). Before the first section, the first one counts.
 */
export const activeSectionAt = <T extends string>(probeY: number, sections: ReadonlyArray<{ id: T; top: number }>) =>
  sections.filter((section) => section.top <= probeY).at(-1)?.id ?? sections[0]?.id ?? null;
