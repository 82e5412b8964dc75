import { LEADERSHIP_COLOR_KEY, ledDivisions, type PublicDivision } from '@hmti/contract';

/** A division as the editor lists it: its key in the settings maps and the name shown. */
export interface EditorDivision {
  key: string;
  label: string;
}

/** The divisions of the Hero tab, in their order: every division but the leadership's. */
export const editorDivisions = (divisions: readonly Pick<PublicDivision, 'name' | 'displayName'>[]): EditorDivision[] =>
  ledDivisions(divisions).map((d) => ({ key: d.name, label: d.displayName }));

/** The rows of the Warna Divisi tab: one colour per division, then the leadership (chair and vice chair). */
export const colorRows = (divisions: readonly EditorDivision[]): EditorDivision[] => [
  ...divisions,
  { key: LEADERSHIP_COLOR_KEY, label: 'Ketua & Wakil' },
];
