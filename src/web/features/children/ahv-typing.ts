import { AHV_PREFIX, formatAhv, isMaskedAhv, normaliseAhvInput } from '@domain/ahv';

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

/**
 * Where the caret belongs in `next` after an edit in the middle of the field: behind the same digits it followed
 * in what the browser reported (`raw`, caret at `caret`), so typing or deleting inside the number does not throw
 * the caret to the end. An edit at the end, or one that replaced a masked number, keeps it at the end.
 */
export function caretAfterEdit(previous: string, raw: string, caret: number, next: string): number {
  if (caret >= raw.length || isMaskedAhv(previous)) return next.length;
  let digitsBefore = raw.slice(0, caret).replace(/\D/g, '').length;
  // The forced prefix was put in front of what was typed: the caret moves behind it too.
  const rawDigits = raw.replace(/\D/g, '');
  const nextDigits = next.replace(/\D/g, '');
  if (nextDigits.length > 0 && !nextDigits.startsWith(rawDigits.slice(0, nextDigits.length))) {
    digitsBefore += AHV_PREFIX.length;
  }
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let i = 0; i < next.length; i++) {
    if (/\d/.test(next[i] ?? '') && ++seen === digitsBefore) return i + 1;
  }
  return next.length;
}
