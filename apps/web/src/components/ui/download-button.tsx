import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { isApiError } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import { translateMessage } from '../../lib/i18n';
import { notifyError } from '../../lib/notify';

interface DownloadButtonProps {
  file: { download_url: string; filename: string };
  /** The button's name for screen readers ("Download cv.pdf"). */
  label: string;
  /** Said when the download fails for another reason than the API's. */
  failedText: string;
  icon: ReactNode;
  children: ReactNode;
}

/** A file of the API downloaded with the session's token (a plain link carries none) and saved under its name. */
export function DownloadButton({ file, label, failedText, icon, children }: DownloadButtonProps) {
  const download = useMutation({ mutationFn: downloadFile });
  return (
    <Button
      variant="default"
      size="compact-sm"
      leftSection={icon}
      loading={download.isPending}
      aria-label={label}
      onClick={() =>
        download.mutate(file, {
          onError: (error) =>
            notifyError({ message: isApiError(error) ? translateMessage(error.message) : failedText }),
        })
      }
    >
      {children}
    </Button>
  );
}
