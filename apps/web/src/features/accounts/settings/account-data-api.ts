import { accountDataEndpoints } from '@dd/contracts';
import { useMutation } from '@tanstack/react-query';
import { callRaw } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/download-file';

/**
 * Downloads the member's data (`accountDataEndpoints.export`, with the bearer token) as the JSON file the server
 * names; resolves to the file's name once the browser has it.
 */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => saveDownload(await callRaw(accountDataEndpoints.export, {}), 'dopamine-drops-data.json'),
  });
}
