import { LEADERSHIP_COLOR_KEY, LEADERSHIP_COLOR_LABEL, ledDivisions, type PublicDivision } from '@hmti/contract';

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
  { key: LEADERSHIP_COLOR_KEY, label: LEADERSHIP_COLOR_LABEL },
];

/** The divisions' names by key, as the contract's messages name a division's fields ('Warna Medinfo …'). */
export const divisionNames = (divisions: readonly EditorDivision[]): Record<string, string> =>
  Object.fromEntries(divisions.map((d) => [d.key, d.label]));
