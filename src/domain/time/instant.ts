// Instants arrive as Date on the server and as ISO strings in JSON on the web; both are accepted. A string must
// carry its offset ('Z' or '+02:00'): without one, JS would read it in the process time zone.

export type InstantInput = Date | string;

const HAS_OFFSET = /T.*(?:Z|[+-]\d{2}:?\d{2})$/i;

export function toInstant(value: InstantInput): Date {
  if (typeof value === 'string' && !HAS_OFFSET.test(value)) {
    throw new RangeError(`Instant without a time-zone offset: ${value}`);
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: ${String(value)}`);
  return date;
}
