import { idField } from '../../domain/form-fields';
import { notFound } from '../errors';

const idSchema = idField();

/** A row id from the path; one that is not even a uuid is as unknown as another family's row: 404. */
export function parseIdParam(raw: string): string {
  const parsed = idSchema.safeParse(raw);
  if (!parsed.success) throw notFound();
  return parsed.data;
}
