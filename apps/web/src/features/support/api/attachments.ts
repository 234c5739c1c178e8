import { SUPPORT_ATTACHMENT_FIELDS } from '@hireway/shared';

/** Files go as attachment_1..attachment_3 (one per field), beside the text fields. */
export const toMultipart = (fields: Record<string, string>, files: readonly File[]): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  files.slice(0, SUPPORT_ATTACHMENT_FIELDS.length).forEach((file, index) => {
    const field = SUPPORT_ATTACHMENT_FIELDS[index];
    if (field !== undefined) form.append(field, file);
  });
  return form;
};
