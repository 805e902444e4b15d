import type { Context } from 'hono';
import { z } from 'zod';
import { FLYER_FORM_FIELDS } from '../../domain/camps/admin-camps-api';
import { FLYER_MAX_BYTES } from '../../domain/camps/camp-form';
import { idField } from '../../domain/form-fields';
import { AppError } from '../errors';

const uploadSchema = z.object({
  [FLYER_FORM_FIELDS.campId]: idField(),
  [FLYER_FORM_FIELDS.file]: z.instanceof(File),
});

/**
 * The flyer upload's multipart form: the camp's id and one file. The edges already capped the body (3 MB and a
 * little for the form around the file); a file above 3 MB is refused here with the spec's text, before it is read.
 */
export async function readFlyerUpload(c: Context): Promise<{ campId: string; bytes: Buffer }> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new AppError('BAD_REQUEST', 400);
  }
  const { campId, file } = uploadSchema.parse(Object.fromEntries(form.entries()));
  if (file.size > FLYER_MAX_BYTES) throw new AppError('FLYER_TOO_LARGE', 413);
  return { campId, bytes: Buffer.from(await file.arrayBuffer()) };
}
