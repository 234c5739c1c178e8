import { ActionIcon, Alert, Button, Group, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import {
  CV_LANGUAGE_PROFICIENCIES,
  CV_SECTION_MAX_ITEMS,
  cvLanguagesBulkRequestSchema,
  type CvLanguage,
} from '@hireway/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorSummary } from '../../../components/ui/error-summary';
import { FormAlert } from '../../../components/ui/form-alert';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { currentLanguage, translateMessage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useCvItems } from '../api/list-cv-items';
import { useSaveLanguagesMutation } from '../api/save-languages';
import { languageName, languageOptions } from '../format';
import { CvPanel } from './cv-panel';

interface LanguageRow extends Record<string, unknown> {
  /** React's key for the row; never sent. */
  key: string;
  language: string | null;
  proficiency: string | null;
}

interface LanguagesValues extends Record<string, unknown> {
  languages: LanguageRow[];
}

let rowCounter = 0;
const newRowKey = (): string => {
  rowCounter += 1;
  return `row-${rowCounter}`;
};

const toRows = (items: readonly CvLanguage[]): LanguageRow[] =>
  items.map((item) => ({ key: item.id, language: item.language, proficiency: item.proficiency }));

function LanguagesForm({ saved }: { saved: readonly CvLanguage[] }) {
  const { t } = useTranslation('cv');
  const language = currentLanguage();
  const options = useMemo(() => languageOptions(language), [language]);
  const save = useSaveLanguagesMutation();
  const { form, alert, saving, submitWith, summary } = useSchemaForm({
    schema: cvLanguagesBulkRequestSchema,
    initialValues: { languages: toRows(saved) } satisfies LanguagesValues,
    toRequest: (values) => ({
      languages: values.languages.map((row) => ({ language: row.language, proficiency: row.proficiency })),
    }),
  });
  const rows = form.values.languages;

  const submit = submitWith(
    (body) => save.mutateAsync(body),
    () => {
      form.resetDirty();
      notifySuccess({ message: t('languages.saved') });
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ErrorSummary {...summary} />
        {alert !== null ? <FormAlert message={alert.message} details={alert.details} /> : null}
        {rows.length === 0 ? (
          <Paper withBorder radius="md" p="xl" style={{ borderStyle: 'dashed' }}>
            <Text c="dimmed" ta="center" size="sm">
              {t('sections.languages.empty')}
            </Text>
          </Paper>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {rows.map((row, index) => {
              const name =
                row.language === null
                  ? t('languages.newRow', { number: index + 1 })
                  : languageName(row.language, language);
              return (
                <Group key={row.key} align="flex-start" wrap="nowrap" gap="sm" component="li">
                  <Select
                    style={{ flex: 2 }}
                    label={t('fields.language')}
                    placeholder={t('placeholders.chooseLanguage')}
                    data={options}
                    searchable
                    required
                    nothingFoundMessage={t('placeholders.nothingFound')}
                    {...form.getInputProps(`languages.${index}.language`)}
                  />
                  <Select
                    style={{ flex: 1 }}
                    label={t('fields.proficiency')}
                    placeholder={t('placeholders.choose')}
                    data={CV_LANGUAGE_PROFICIENCIES.map((value) => ({ value, label: t(`proficiency.${value}`) }))}
                    required
                    {...form.getInputProps(`languages.${index}.proficiency`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={28}
                    aria-label={t('languages.remove', { name })}
                    onClick={() => form.removeListItem('languages', index)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              );
            })}
          </Stack>
        )}
        <Group justify="space-between" gap="sm">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={rows.length >= CV_SECTION_MAX_ITEMS}
            onClick={() => form.insertListItem('languages', { key: newRowKey(), language: null, proficiency: null })}
          >
            {t('sections.languages.add')}
          </Button>
          <Group gap="sm">
            <Button variant="default" disabled={!form.isDirty()} onClick={() => form.reset()}>
              {t('actions.discard')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('actions.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** Languages: edited as one list and saved at once (POST /seeker/cv/languages/bulk). */
export function LanguagesEditor() {
  const { t } = useTranslation('cv');
  const items = useCvItems('languages');
  return (
    <CvPanel title={t('sections.languages.title')} description={t('sections.languages.description')}>
      {items.isPending ? (
        <Skeleton h={96} radius="md" />
      ) : items.isError ? (
        <Alert color="red" variant="light">
          {translateMessage(items.error.message)}
        </Alert>
      ) : (
        <LanguagesForm saved={items.data} />
      )}
    </CvPanel>
  );
}
