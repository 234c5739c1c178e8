import { Anchor, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type AdminProvider, formatDate } from '@hireway/shared';
import { IconCheck, IconDownload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { StatusBadge } from '../../../components/ui/status-badge';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { translateMessage } from '../../../lib/i18n';
import { useDecideProvider } from '../api/decide-provider';
import { useDownloadProviderDocument } from '../api/download-document';

interface ProviderReviewCardProps {
  provider: AdminProvider;
  onDecline: (provider: AdminProvider) => void;
  /** Told before a decision is sent (with the business's id) and after it failed (null). */
  onDeciding?: (id: string | null) => void;
}

/** The id of a business's card, to move focus to it. */
export const providerCardId = (providerId: string): string => `provider-${providerId}`;

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value ?? '—'}</Text>
    </div>
  );
}

/** One business in the verification queue: its details, documents to download, and the decision. */
export function ProviderReviewCard({ provider, onDecline, onDeciding }: ProviderReviewCardProps) {
  const { t } = useTranslation('admin');
  const decide = useDecideProvider();
  const download = useDownloadProviderDocument();
  const pending = provider.status === 'pending';
  const approve = () => {
    onDeciding?.(provider.id);
    decide.mutate(
      { id: provider.id, decision: { kind: 'approve' } },
      {
        onSuccess: () => notifySuccess({ message: t('verification.approved', { company: provider.company_name }) }),
        onError: (error) => {
          onDeciding?.(null);
          notifyError({ message: translateMessage(error.message) });
        },
      },
    );
  };
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      id={providerCardId(provider.id)}
      tabIndex={-1}
      aria-label={provider.company_name}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3} fz="lg">
              {provider.company_name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('verification.contact', {
                name: `${provider.contact.first_name} ${provider.contact.last_name}`.trim(),
                email: provider.contact.email,
              })}
            </Text>
          </div>
          <StatusBadge status={provider.status}>{t(`verification.status.${provider.status ?? 'pending'}`)}</StatusBadge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Fact label={t('verification.registrationNumber')} value={provider.registration_number} />
          <Fact label={t('verification.industry')} value={provider.industry} />
          <Fact
            label={t('verification.address')}
            value={[provider.address_line1, provider.postal_code, provider.city, provider.country_code]
              .filter(Boolean)
              .join(', ')}
          />
          <Fact
            label={provider.reviewed_at ? t('verification.reviewedAt') : t('verification.submittedAt')}
            value={
              provider.reviewed_at
                ? formatDate(provider.reviewed_at)
                : provider.submitted_at
                  ? formatDate(provider.submitted_at)
                  : null
            }
          />
        </SimpleGrid>
        {provider.decline_reason ? (
          <Text size="sm">
            <Text span fw={600}>
              {t('verification.reason')}:
            </Text>{' '}
            {provider.decline_reason}
          </Text>
        ) : null}
        <div>
          <Text size="sm" fw={600} mb={4}>
            {t('verification.documents')}
          </Text>
          {provider.documents.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('verification.noDocuments')}
            </Text>
          ) : (
            <List spacing={4} size="sm" listStyleType="none">
              {provider.documents.map((document) => (
                <List.Item key={document.id}>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() =>
                      download.mutate(document, {
                        onError: (error) => notifyError({ message: translateMessage(error.message) }),
                      })
                    }
                  >
                    <Group gap={6} wrap="nowrap">
                      <IconDownload size={14} aria-hidden />
                      {t('verification.download', {
                        file: document.filename,
                        kind: t(`verification.kinds.${document.kind}`),
                      })}
                    </Group>
                  </Anchor>
                </List.Item>
              ))}
            </List>
          )}
        </div>
        {pending ? (
          <Group justify="flex-end">
            <Button
              variant="default"
              color="red"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => onDecline(provider)}
            >
              {t('verification.decline')}
            </Button>
            <Button
              color="green"
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={decide.isPending}
              onClick={approve}
            >
              {t('verification.approve')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
