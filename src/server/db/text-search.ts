import { type SQL, sql } from 'drizzle-orm';

// The back office's searches (child picker, children and parents lists): every word typed must occur somewhere in
// the searched text, case-insensitively. Written as ILIKE '%word%' so the pg_trgm GIN indexes on the same
// expressions (children_name_trgm_idx, profiles_search_trgm_idx) answer it.

/** LIKE's wildcards typed by the admin are searched for as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Each word of `text` inside `haystack`; undefined when `text` has no words (no condition). */
export function containsEveryWord(haystack: SQL, text: string): SQL | undefined {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return sql.join(
    words.map((word) => sql`${haystack} ilike ${likePattern(word)}`),
    sql` and `,
  );
}
