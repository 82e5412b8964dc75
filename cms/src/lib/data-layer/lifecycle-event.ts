/** A stored row as a lifecycle sees it. */
export type Row = Record<string, unknown>;

/** A database lifecycle's event for one row, as the data layer's rules read it. */
export interface RowEvent {
  action: string;
  model: { uid: string };
  params: { data?: Row; where?: Row };
  state: Row;
}
