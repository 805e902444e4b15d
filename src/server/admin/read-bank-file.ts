import type { Context } from 'hono';
import { BANK_FILE_FIELD, BANK_FILE_MAX_BYTES } from '../../domain/bank/bank-import-api';
import { AppError } from '../errors';

/**
 * The statement upload's multipart form: one file. The edges already capped the body (5 MB and a little for the
 * form around it); a file above 5 MB is refused here before it is read. ISO 20022 files are UTF-8; a byte-order
 * mark is dropped, bytes that are no UTF-8 become U+FFFD and leave the XML to the parser's judgement.
 */
export async function readBankFile(c: Context): Promise<{ fileName: string; xml: string }> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new AppError('BAD_REQUEST', 400);
  }
  const file = form.get(BANK_FILE_FIELD);
  if (!(file instanceof File)) throw new AppError('BANK_FILE_MISSING', 400);
  if (file.size > BANK_FILE_MAX_BYTES) throw new AppError('BANK_FILE_TOO_LARGE', 413);
  const xml = new TextDecoder('utf-8').decode(await file.arrayBuffer());
  return { fileName: file.name, xml };
}
