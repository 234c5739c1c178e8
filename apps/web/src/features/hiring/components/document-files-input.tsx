import { CV_ACTION_FILE_FIELDS, CV_ACTION_FILE_MAX_BYTES, CV_ACTION_FILE_TYPES } from '@hireway/shared';
import { IconPaperclip } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FileField } from '../../../components/ui/file-field';

export const MAX_DOCUMENT_FILES = CV_ACTION_FILE_FIELDS.length;
const MAX_MB = CV_ACTION_FILE_MAX_BYTES / (1024 * 1024);

/** What is wrong with the chosen documents, or null (the API checks them again by their bytes). */
export const documentFilesError = (files: readonly File[], t: TFunction<'jobs'>): string | null => {
  if (files.length === 0) return t('track.documents.filesRequired');
  if (files.length > MAX_DOCUMENT_FILES) return t('track.documents.tooMany', { max: MAX_DOCUMENT_FILES });
  const types: readonly string[] = CV_ACTION_FILE_TYPES;
  const wrongType = files.find((file) => !types.includes(file.type));
  if (wrongType !== undefined) return t('track.documents.wrongType', { name: wrongType.name });
  const tooLarge = files.find((file) => file.size > CV_ACTION_FILE_MAX_BYTES);
  if (tooLarge !== undefined) return t('track.documents.tooLarge', { name: tooLarge.name, max: MAX_MB });
  return null;
};

interface DocumentFilesInputProps {
  value: File[];
  onChange: (files: File[]) => void;
  error?: React.ReactNode;
}

/** Up to five PDF, Word (.docx), PNG or JPEG files of 5 MB each, the rules of the API's file_1..file_5. */
export function DocumentFilesInput({ value, onChange, error }: DocumentFilesInputProps) {
  const { t } = useTranslation('jobs');
  return (
    <FileField
      label={t('track.documents.files')}
      description={t('track.documents.filesHint', { max: MAX_DOCUMENT_FILES, size: MAX_MB })}
      placeholder={t('track.documents.filesPlaceholder')}
      multiple
      clearable
      required
      accept={CV_ACTION_FILE_TYPES.join(',')}
      leftSection={<IconPaperclip size={16} aria-hidden />}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
