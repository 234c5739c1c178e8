import { apiDownload } from './api-client';

/** Saves a file the app holds under a name, through a temporary object URL. */
export const saveBlob = (blob: Blob, filename: string): void => {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
};

/** Saves text (e.g. recovery codes) as a plain-text file. */
export const saveText = (text: string, filename: string): void =>
  saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), filename);

/**
 * GETs an API download address with the bearer token (a plain link would carry none) and saves the file
 * under its name.
 */
export const downloadFile = async (file: { download_url: string; filename: string }): Promise<void> =>
  saveBlob(await apiDownload(file.download_url), file.filename);
