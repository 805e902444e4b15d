/** The single row an `insert ... returning` gave back. */
export function inserted<T>(rows: T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}
