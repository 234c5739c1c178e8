import type { ProviderDocument } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { downloadFile } from '../../../lib/download';

/** GET the document's admin download address with the bearer token, then save it under its name. */
export const downloadProviderDocument = async (document: ProviderDocument): Promise<void> => {
  if (document.download_url === null) return;
  await downloadFile({ download_url: document.download_url, filename: document.filename });
};

export const useDownloadProviderDocument = () => useMutation({ mutationFn: downloadProviderDocument });
