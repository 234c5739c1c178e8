import { ActionIcon, Alert, Badge, Button, Card, Group, List, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { CvListSection } from '@hireway/shared';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { currentLanguage, translateMessage } from '../../../lib/i18n';
import { isApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteCvItemMutation } from '../api/delete-cv-item';
import { useCvItems } from '../api/list-cv-items';
import type { CvFormOptions, ListSectionConfig } from '../list-config';
import type { CvItem } from '../sections';
import { CvPanel } from './cv-panel';
import { ItemModal } from './item-modal';

interface ListSectionProps<S extends CvListSection, V extends Record<string, unknown>> {
  config: ListSectionConfig<S, V>;
  options: CvFormOptions;
}

type Editing<S extends CvListSection> = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; item: CvItem<S> };

/** A list section of the CV: its entries as cards, add and edit in a dialog, delete after a confirmation. */
export function ListSection<S extends CvListSection, V extends Record<string, unknown>>({
  config,
  options,
}: ListSectionProps<S, V>) {
  const { t } = useTranslation('cv');
  const language = currentLanguage();
  const items = useCvItems(config.section);
  const remove = useDeleteCvItemMutation(config.section);
  const [editing, setEditing] = useState<Editing<S>>({ mode: 'closed' });
  const texts = `sections.${config.textKey}`;
  // Focus after the dialog (WCAG 2.4.3): the dialog leaves the page when it closes, before Mantine could give focus
  // back, so focus fell to the page; it goes back to the button that opened it. A deleted entry takes its buttons
  // with it: focus goes to the section's add button.
  const addRef = useRef<HTMLButtonElement>(null);
  const openedFrom = useRef<HTMLElement | null>(null);
  const open = (next: Editing<S>) => {
    openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing(next);
  };
  useEffect(() => {
    if (editing.mode !== 'closed') return;
    const from = openedFrom.current;
    openedFrom.current = null;
    if (from?.isConnected === true) from.focus();
  }, [editing.mode]);

  const confirmDelete = (item: CvItem<S>, title: string) =>
    modals.openConfirmModal({
      title: t(`${texts}.deleteTitle`),
      centered: true,
      children: <Text size="sm">{t('list.deleteMessage', { name: title })}</Text>,
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(item.id, {
          onSuccess: () => {
            notifySuccess({ message: t('list.deleted', { name: title }) });
            addRef.current?.focus();
          },
          onError: (error) => notifyError({ message: translateMessage(isApiError(error) ? error.message : '') }),
        }),
    });

  const addButton = (
    <Button ref={addRef} leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open({ mode: 'add' })}>
      {t(`${texts}.add`)}
    </Button>
  );

  return (
    <CvPanel title={t(`${texts}.title`)} description={t(`${texts}.description`)} action={addButton}>
      {items.isPending ? (
        <Stack gap="sm">
          <Skeleton h={72} radius="md" />
          <Skeleton h={72} radius="md" />
        </Stack>
      ) : items.isError ? (
        <Alert color="red" variant="light">
          {translateMessage(items.error.message)}
        </Alert>
      ) : items.data.length === 0 ? (
        <Paper withBorder radius="md" p="xl" style={{ borderStyle: 'dashed' }}>
          <Text c="dimmed" ta="center" size="sm">
            {t(`${texts}.empty`)}
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.data.map((item) => {
            const summary = config.describe(item, { t, language, options });
            return (
              <Card key={item.id} withBorder radius="md" padding="md" component="li">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={700}>{summary.title}</Text>
                      {(summary.badges ?? []).map((badge) => (
                        <Badge key={badge} variant="light" size="sm">
                          {badge}
                        </Badge>
                      ))}
                    </Group>
                    {summary.subtitle ? (
                      <Text size="sm" c="dimmed">
                        {summary.subtitle}
                      </Text>
                    ) : null}
                    {summary.period ? (
                      <Text size="xs" c="dimmed" fw={600}>
                        {summary.period}
                      </Text>
                    ) : null}
                    {summary.body ? (
                      <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
                        {summary.body}
                      </Text>
                    ) : null}
                    {summary.bullets !== undefined && summary.bullets.length > 0 ? (
                      <List size="sm" spacing={2}>
                        {summary.bullets.map((bullet) => (
                          <List.Item key={bullet}>{bullet}</List.Item>
                        ))}
                      </List>
                    ) : null}
                    {summary.extra}
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('list.edit', { name: summary.title })}
                      onClick={() => open({ mode: 'edit', item })}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('list.delete', { name: summary.title })}
                      onClick={() => confirmDelete(item, summary.title)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
      {editing.mode !== 'closed' ? (
        <ItemModal
          key={editing.mode === 'edit' ? editing.item.id : 'new'}
          config={config}
          item={editing.mode === 'edit' ? editing.item : null}
          options={options}
          onClose={() => setEditing({ mode: 'closed' })}
        />
      ) : null}
    </CvPanel>
  );
}
