import { Button, Group, Modal, Stack } from '@mantine/core';
import type { CvListSection } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { ErrorSummary } from '../../../components/ui/error-summary';
import { FormAlert } from '../../../components/ui/form-alert';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { notifySuccess } from '../../../lib/notify';
import { useCreateCvItemMutation } from '../api/create-cv-item';
import { useUpdateCvItemMutation } from '../api/update-cv-item';
import type { CvFormOptions, ListSectionConfig } from '../list-config';
import type { CvItem } from '../sections';

interface ItemModalProps<S extends CvListSection, V extends Record<string, unknown>> {
  config: ListSectionConfig<S, V>;
  /** The entry being edited, or null to add one. */
  item: CvItem<S> | null;
  options: CvFormOptions;
  onClose: () => void;
}

/** Add or edit one entry of a list section in a dialog; server field errors land on the fields. */
export function ItemModal<S extends CvListSection, V extends Record<string, unknown>>({
  config,
  item,
  options,
  onClose,
}: ItemModalProps<S, V>) {
  const { t } = useTranslation('cv');
  const create = useCreateCvItemMutation(config.section);
  const update = useUpdateCvItemMutation(config.section);
  const { form, alert, saving, submitWith, summary } = useSchemaForm({
    schema: config.schema,
    initialValues: item === null ? config.empty : config.fromItem(item),
    toRequest: config.toRequest,
  });
  const { Fields } = config;
  const title = t(`sections.${config.textKey}.${item === null ? 'addTitle' : 'editTitle'}`);

  const save = submitWith(
    (body) => (item === null ? create.mutateAsync(body) : update.mutateAsync({ id: item.id, body })),
    () => {
      notifySuccess({ message: t(item === null ? 'list.added' : 'list.updated') });
      onClose();
    },
  );

  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered>
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          {alert !== null ? <FormAlert message={alert.message} details={alert.details} /> : null}
          <ErrorSummary {...summary} />
          <Fields form={form} options={options} />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
