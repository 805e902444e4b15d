import { useMutation, useQuery } from '@tanstack/react-query';
import { call, pathOf } from '../../lib/api';
import { saveDownload } from '../../lib/save-download';

// Server state of "Meine Daten" (issue 18, decision 037).

const deletionPreviewQueryKey = ['my-data', 'deletion'] as const;

export function useDeletionPreview() {
  return useQuery({
    queryKey: deletionPreviewQueryKey,
    queryFn: ({ signal }) => call('GET /my-data/deletion', { signal }),
    // What is erased must be what the parent saw a moment ago: never an old answer.
    staleTime: 0,
  });
}

export function useRequestDeletionCode() {
  return useMutation({ mutationFn: () => call('POST /my-data/deletion/code') });
}

export function useConfirmDeletion() {
  return useMutation({
    mutationFn: (code: string) => call('POST /my-data/deletion', { body: { code } }),
  });
}

/** Downloads the zip through the browser's own download (the file name is the server's). */
export async function downloadFamilyData(): Promise<void> {
  const response = await fetch(`/api${pathOf('GET /my-data/export')}`, { credentials: 'same-origin' });
  await saveDownload(response, 'daten.zip');
}
