import type { SupportAttachment } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { apiDownload } from '../../../lib/api-client';

/**
 * GET the attachment's download_url with the bearer token (a plain link would carry no token), then
 * save the file under its name through a temporary object URL.
 */
export const downloadAttachment = async (attachment: SupportAttachment): Promise<void> => {
  const blob = await apiDownload(attachment.download_url);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = attachment.filename;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
};

export const useDownloadAttachmentMutation = () => useMutation({ mutationFn: downloadAttachment });
