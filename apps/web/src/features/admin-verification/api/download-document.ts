import type { ProviderDocument } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { apiDownload } from '../../../lib/api-client';

/** GET the document's admin download address with the bearer token, then save it under its name. */
export const downloadProviderDocument = async (document: ProviderDocument): Promise<void> => {
  if (document.download_url === null) return;
  const blob = await apiDownload(document.download_url);
  const url = URL.createObjectURL(blob);
  try {
    const link = window.document.createElement('a');
    link.href = url;
    link.download = document.filename;
    link.rel = 'noopener';
    window.document.body.append(link);
    link.click();
    link.remove();
  } finally {
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
};

export const useDownloadProviderDocument = () => useMutation({ mutationFn: downloadProviderDocument });
