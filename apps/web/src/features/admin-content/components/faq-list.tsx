import {
  ActionIcon,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { adminFaqRequestSchema, type Faq, LANGUAGES, type Language } from '@hireway/shared';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorSummary } from '../../../components/ui/error-summary';
import { useErrorSummary } from '../../../lib/forms/error-summary';
import { ListFrame } from '../../../components/ui/list-frame';
import { PageHeader } from '../../../components/ui/page-header';
import { isApiError } from '../../../lib/api-client';
import { zodFormResolver } from '../../../lib/forms/zod-form';
import { translateMessage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type FaqAction, useAdminFaqs, useFaqMutation } from '../api/content';
import { ContentTabs } from './content-tabs';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

function FaqEditor({ language, faq, onClose }: { language: Language; faq: Faq | null; onClose: () => void }) {
  const { t } = useTranslation('admin-ops');
  const mutation = useFaqMutation();
  const form = useForm({
    initialValues: {
      language,
      category: faq?.category ?? '',
      question: faq?.question ?? '',
      answer: faq?.answer ?? '',
    },
    validate: zodFormResolver(adminFaqRequestSchema),
  });
  const { failed, summary } = useErrorSummary(form);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (body) =>
          mutation.mutate(faq ? { kind: 'update', id: faq.id, body } : { kind: 'create', body }, {
            onSuccess: () => {
              notifySuccess({ message: faq ? t('faqs.saved') : t('faqs.added') });
              onClose();
            },
            onError: (error) => {
              if (!isApiError(error)) return notifyError({ message: t('common.failed') });
              for (const [field, messages] of Object.entries(error.fieldErrors)) {
                if (messages[0]) form.setFieldError(field, translateMessage(messages[0]));
              }
              if (Object.keys(error.fieldErrors).length === 0)
                notifyError({ message: translateMessage(error.message) });
              else failed();
            },
          }),
        failed,
      )}
    >
      <Stack gap="sm">
        <ErrorSummary {...summary} />
        <TextInput
          label={t('faqs.fields.category')}
          description={t('faqs.fields.categoryHint')}
          required
          {...form.getInputProps('category')}
        />
        <TextInput label={t('faqs.fields.question')} required {...form.getInputProps('question')} />
        <Textarea label={t('faqs.fields.answer')} required autosize minRows={4} {...form.getInputProps('answer')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {faq ? t('faqs.save') : t('faqs.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The questions of each language in their order; add, edit, move, delete. */
export function FaqList() {
  const { t } = useTranslation('admin-ops');
  const [language, setLanguage] = useState<Language>('en');
  // Four languages side by side need about 370 px: on phones they stack, so the page reflows (WCAG 1.4.10).
  const roomy = useMediaQuery('(min-width: 30em)', true);
  const [editing, setEditing] = useState<Faq | 'new' | null>(null);
  const faqs = useAdminFaqs(language);
  const mutation = useFaqMutation();
  const rows = faqs.data ?? [];
  const run = (action: FaqAction, done: string) =>
    mutation.mutate(action, {
      onSuccess: () => notifySuccess({ message: done }),
      onError: (error) =>
        notifyError({ message: isApiError(error) ? translateMessage(error.message) : t('common.failed') }),
    });
  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((faq) => faq.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    run({ kind: 'order', language, ids }, t('faqs.moved'));
  };
  return (
    <ListFrame
      query={faqs}
      isEmpty={rows.length === 0}
      emptyText={t('faqs.empty')}
      header={
        <>
          <PageHeader
            title={t('content.title')}
            subtitle={t('content.subtitle')}
            actions={
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
                {t('faqs.new')}
              </Button>
            }
          />
          <ContentTabs active="faqs" />
        </>
      }
      filters={
        <SegmentedControl
          aria-label={t('faqs.language')}
          orientation={roomy ? 'horizontal' : 'vertical'}
          value={language}
          onChange={(value) => {
            if (isLanguage(value)) setLanguage(value);
          }}
          data={LANGUAGES.map((value) => ({ value, label: t(`faqs.languages.${value}`) }))}
          style={{ alignSelf: 'flex-start' }}
        />
      }
      footer={
        <Modal
          opened={editing !== null}
          onClose={() => setEditing(null)}
          title={
            editing === 'new' ? t('faqs.newTitle', { language: t(`faqs.languages.${language}`) }) : t('faqs.editTitle')
          }
          size="lg"
        >
          {editing !== null ? (
            <FaqEditor language={language} faq={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
          ) : null}
        </Modal>
      }
    >
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('faqs.title')}>
        {rows.map((faq, index) => (
          <Paper component="li" key={faq.id} withBorder radius="md" p="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
              <div style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {index + 1}. {faq.category}
                </Text>
                <Text fw={700}>{faq.question}</Text>
                <Text size="sm" c="dimmed" lineClamp={2} style={{ whiteSpace: 'pre-line' }}>
                  {faq.answer}
                </Text>
              </div>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('faqs.up', { question: faq.question })}
                  disabled={index === 0 || mutation.isPending}
                  onClick={() => move(index, -1)}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('faqs.down', { question: faq.question })}
                  disabled={index === rows.length - 1 || mutation.isPending}
                  onClick={() => move(index, 1)}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('faqs.edit', { question: faq.question })}
                  onClick={() => setEditing(faq)}
                >
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('faqs.delete', { question: faq.question })}
                  disabled={mutation.isPending}
                  onClick={() =>
                    modals.openConfirmModal({
                      title: t('faqs.deleteTitle'),
                      children: <Text size="sm">{faq.question}</Text>,
                      labels: { confirm: t('faqs.deleteConfirm'), cancel: t('common.cancel') },
                      confirmProps: { color: 'red' },
                      onConfirm: () => run({ kind: 'delete', id: faq.id }, t('faqs.deleted')),
                    })
                  }
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </ListFrame>
  );
}
