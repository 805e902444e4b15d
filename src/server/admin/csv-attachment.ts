import type { Context } from 'hono';

/** A CSV download: the file as an attachment under its name, never kept by a cache (it names children). */
export function csvAttachment(c: Context, { fileName, csv }: { fileName: string; csv: string }): Response {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  c.header('Cache-Control', 'no-store');
  return c.body(csv);
}
