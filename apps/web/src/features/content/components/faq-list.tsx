import { Accordion, Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Faq, Language } from '@hireway/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { translateMessage } from '../../../lib/i18n';
import { useFaqs } from '../api/list-faqs';

/** FAQs by category, in the order the categories first appear. */
const groupByCategory = (faqs: readonly Faq[]): [string, Faq[]][] => {
  const groups = new Map<string, Faq[]>();
  for (const faq of faqs) groups.set(faq.category, [...(groups.get(faq.category) ?? []), faq]);
  return [...groups.entries()];
};

/** `remote_work` → "Remote work", for a category without a translation. */
const humanize = (key: string): string => {
  const text = key.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The FAQs of the interface language, grouped by category, each question opening its answer. */
export function FaqList({ language }: { language: Language }) {
  const { t } = useTranslation('content');
  const faqs = useFaqs(language);
  const groups = useMemo(() => groupByCategory(faqs.data ?? []), [faqs.data]);

  if (faqs.isPending) {
    return (
      <Stack gap="sm">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} h={48} radius="md" />
        ))}
      </Stack>
    );
  }
  if (faqs.isError) {
    return (
      <Alert color="red" variant="light">
        {translateMessage(faqs.error.message)}
      </Alert>
    );
  }
  if (groups.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('faq.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xl">
      {groups.map(([category, items]) => (
        <Stack gap="xs" key={category} component="section" aria-labelledby={`faq-${category}`}>
          <Title order={2} fz={19} id={`faq-${category}`}>
            {t(`faq.categories.${category}`, { defaultValue: humanize(category) })}
          </Title>
          <Accordion variant="separated" radius="md" chevronPosition="right">
            {items.map((faq) => (
              <Accordion.Item key={faq.id} value={faq.id}>
                <Accordion.Control>
                  <Text fw={600} size="sm">
                    {faq.question}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm" style={{ whiteSpace: 'pre-line' }} lh={1.6}>
                    {faq.answer}
                  </Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      ))}
    </Stack>
  );
}
