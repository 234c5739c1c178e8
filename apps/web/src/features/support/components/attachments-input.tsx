import { SUPPORT_ATTACHMENT_FIELDS, SUPPORT_ATTACHMENT_MAX_BYTES, SUPPORT_ATTACHMENT_TYPES } from '@hireway/shared';
import { IconPaperclip } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FileField } from '../../../components/ui/file-field';

export const MAX_ATTACHMENTS = SUPPORT_ATTACHMENT_FIELDS.length;

/** What is wrong with the chosen files, or null (the API checks them again by their bytes). */
export const attachmentsError = (files: readonly File[], t: TFunction): string | null => {
  if (files.length > MAX_ATTACHMENTS) return t('attachments.tooMany', { max: MAX_ATTACHMENTS });
  const types: readonly string[] = SUPPORT_ATTACHMENT_TYPES;
  const wrongType = files.find((file) => !types.includes(file.type));
  if (wrongType !== undefined) return t('attachments.wrongType', { name: wrongType.name });
  const tooLarge = files.find((file) => file.size > SUPPORT_ATTACHMENT_MAX_BYTES);
  if (tooLarge !== undefined) return t('attachments.tooLarge', { name: tooLarge.name });
  return null;
};

interface AttachmentsInputProps {
  value: File[];
  onChange: (files: File[]) => void;
  error?: React.ReactNode;
  onBlur?: () => void;
}

/** Up to three PDF, Word (.docx), PNG or JPEG files of 5 MB each. */
export function AttachmentsInput({ value, onChange, error, onBlur }: AttachmentsInputProps) {
  const { t } = useTranslation('support');
  return (
    <FileField
      label={t('attachments.label')}
      description={t('attachments.hint', { max: MAX_ATTACHMENTS })}
      placeholder={t('attachments.placeholder')}
      multiple
      clearable
      accept={SUPPORT_ATTACHMENT_TYPES.join(',')}
      leftSection={<IconPaperclip size={16} aria-hidden />}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}
