import { toApiError } from './api';

/**
 * Saves a file answer through the browser's own download, under the file name the server gave (else `fallback`);
 * a refusal becomes the ApiError of its code.
 */
export async function saveDownload(response: Response, fallback: string): Promise<void> {
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
