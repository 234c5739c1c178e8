import type { CvListSection } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { FormModal } from '../../../components/ui/modal-form';
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
  const { form, submitWith, frameProps } = useSchemaForm({
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
    <FormModal
      opened
      onClose={onClose}
      title={title}
      size="lg"
      gap="md"
      {...frameProps}
      onSubmit={save}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
    >
      <Fields form={form} options={options} />
    </FormModal>
  );
}
