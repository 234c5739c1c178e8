import { Textarea, type TextareaProps } from '@mantine/core';
import { CV_ACTION_MESSAGE_MAX } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

/** The seeker's optional message beside an answer to a request (documents, an interview): grows with its text. */
export function ResponseMessageField(props: TextareaProps) {
  const { t } = useTranslation('jobs');
  return (
    <Textarea
      label={t('track.message')}
      autosize
      minRows={2}
      maxRows={8}
      maxLength={CV_ACTION_MESSAGE_MAX}
      {...props}
    />
  );
}
