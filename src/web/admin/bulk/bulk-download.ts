import type { CallableKey } from '@domain/endpoints';
import { saveDownload } from '../../lib/save-download';

type FileKey = Exclude<import('@domain/endpoints').ApiKey, CallableKey>;

/**
 * Downloads the CSV of a selection: a POST (a selection of ids is too long for a link) whose file the browser saves
 * under the server's name. Fails with the catalogue's text of the server's refusal.
 */
export async function downloadSelection(key: FileKey, body: unknown): Promise<void> {
  const path = key.slice(key.indexOf(' ') + 1);
  await saveDownload(
    await fetch(`/api${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'text/csv' },
      body: JSON.stringify(body),
    }),
    'auswahl.csv',
  );
}
