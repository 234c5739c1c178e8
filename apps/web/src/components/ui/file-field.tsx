import { FileInput, type FileInputProps } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

const namesOf = (value: File | File[] | null | undefined): string =>
  (Array.isArray(value) ? value : value ? [value] : []).map((file) => file.name).join(', ');

/**
 * Mantine's FileInput, named by its label and then by what the button shows: the chosen file's name (or names), or
 * the placeholder while none is chosen. Mantine names the button by its label alone, so after choosing a file a
 * screen reader announced "Profile photo, button" and never the file (issue 14). The name starts with the visible
 * label and holds the button's visible text (WCAG 2.5.3): aria-labelledby points at the label and at the element
 * that shows the file names or the placeholder. Mantine's clear button has no name at all: it gets one.
 */
export function FileField<Multiple extends boolean = false>(props: FileInputProps<Multiple>) {
  const { t } = useTranslation('common');
  const id = useId(props.id);
  const valueId = `${id}-value`;
  const placeholderId = `${id}-placeholder`;
  const chosen = namesOf(props.value) !== '';
  const hasLabel = props.label !== undefined && props.label !== null;
  const hasPlaceholder = props.placeholder !== undefined && props.placeholder !== null;
  // Mantine's wrapper gives the label the id `${id}-label` (InputWrapper).
  const shown = chosen ? valueId : hasPlaceholder ? placeholderId : null;
  const labelledBy = hasLabel ? [`${id}-label`, shown].filter((part) => part !== null).join(' ') : undefined;
  return (
    <FileInput<Multiple>
      {...props}
      id={id}
      aria-labelledby={labelledBy}
      placeholder={hasPlaceholder ? <span id={placeholderId}>{props.placeholder}</span> : undefined}
      clearButtonProps={{
        'aria-label': props.multiple === true ? t('fileField.clearMany') : t('fileField.clear'),
        ...props.clearButtonProps,
      }}
      valueComponent={({ value }) => (
        <div id={valueId} style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {namesOf(value)}
        </div>
      )}
    />
  );
}
