/** A record's id for an API path: a positive safe integer, else an error naming whose id it is ('Invalid user ID'). */
export function positiveId(id: number, of: string): number {
  if (!Number.isSafeInteger(id) || id < 1) throw new Error(`Invalid ${of} ID`);
  return id;
}
