import type { CvActionFile } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { apiDownload } from '../../../lib/api-client';

/** GET the file's download_url with the bearer token (a plain link carries none) and save it under its name. */
export const downloadCvActionFile = async (file: CvActionFile): Promise<void> => {
  const blob = await apiDownload(file.download_url);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = file.filename;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
};

export const useDownloadCvActionFileMutation = () => useMutation({ mutationFn: downloadCvActionFile });
