import { formatAhv, isMaskedAhv, normaliseAhvInput } from '@domain/ahv';

/**
 * The AHV field's next value for what the browser reports after a keystroke or paste: digits only, prefix 756,
 * at most 13 digits, shown 756.xxxx.xxxx.xx as typed. A stored number shows masked (756.****.**12.34); any edit of
 * it starts a new number from what was typed, and deleting from it empties the field.
 */
export function nextAhvValue(previous: string, raw: string): string {
  if (isMaskedAhv(previous)) {
    if (raw === previous) return previous;
    // Typed over as a whole (selected, then typed or pasted): the new text is the number.
    const typed = raw.includes('*') ? insertedText(previous, raw) : raw;
    return formatAhv(normaliseAhvInput(typed));
  }
  return formatAhv(normaliseAhvInput(raw));
}

/** What was typed or pasted into `before` to give `after`. */
function insertedText(before: string, after: string): string {
  let start = 0;
  while (start < before.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) {
    end++;
  }
  return after.slice(start, after.length - end);
}
