import type { CvActionFile } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { downloadFile } from '../../../lib/download';

/** GET a CV action file's download_url with the bearer token and save it under its name. */
export const useDownloadCvActionFileMutation = () =>
  useMutation({ mutationFn: (file: CvActionFile) => downloadFile(file) });
