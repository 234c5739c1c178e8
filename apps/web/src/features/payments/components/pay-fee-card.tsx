import { Alert, Button, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatMoney } from '@hireway/shared';
import { IconAlertCircle, IconCheck, IconCreditCard, IconLock } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { isApiError } from '../../../lib/api-client';
import { currentLanguage, translateMessage } from '../../../lib/i18n';
import { useInitPaymentMutation } from '../api/init-payment';
import { goToCheckout } from '../checkout';

interface PayFeeCardProps {
  /** The fee in minor units and its currency, from the platform settings. */
  amount: number;
  currency: string;
  /** The fee is already paid (409): the screen refreshes the user and goes on. */
  onAlreadyPaid: () => void;
  /** Other actions (log out). */
  secondaryActions?: ReactNode;
}

/** The registration fee: what it buys, the amount, and a button that opens the provider's checkout. */
export function PayFeeCard({ amount, currency, onAlreadyPaid, secondaryActions }: PayFeeCardProps) {
  const { t } = useTranslation('payments');
  const init = useInitPaymentMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<string | null>(null);

  const pay = () => {
    setProblem(null);
    init.mutate(undefined, {
      onSuccess: (answer) => {
        setLeaving(formatMoney(answer.amount, answer.currency, currentLanguage()));
        if (!goToCheckout(answer.authorization_url)) {
          setLeaving(null);
          setProblem(t('pay.badCheckout'));
        }
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'conflict') {
          onAlreadyPaid();
          return;
        }
        setProblem(
          isApiError(error) && error.status === 503
            ? t('pay.unavailable')
            : translateMessage(isApiError(error) ? error.message : ''),
        );
      },
    });
  };

  const price = formatMoney(amount, currency, currentLanguage());

  return (
    <Stack gap="lg" align="center" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
        <IconCreditCard size={32} />
      </ThemeIcon>
      <div>
        <Text component="h1" fw={750} fz={26} m={0}>
          {t('pay.title')}
        </Text>
        <Text c="dimmed" mt={4} maw={460}>
          {t('pay.intro')}
        </Text>
      </div>
      <Stack gap={0} align="center">
        <Text size="sm" c="dimmed">
          {t('pay.amountLabel')}
        </Text>
        <Text fz={40} fw={800} lh={1.2} aria-label={t('pay.amountAria', { amount: price })}>
          {price}
        </Text>
        <Text size="xs" c="dimmed">
          {t('pay.oneTime')}
        </Text>
      </Stack>
      <List
        spacing={6}
        size="sm"
        ta="left"
        icon={
          <ThemeIcon size={20} radius="xl" color="teal" variant="light" aria-hidden>
            <IconCheck size={12} />
          </ThemeIcon>
        }
      >
        <List.Item>{t('pay.benefits.visible')}</List.Item>
        <List.Item>{t('pay.benefits.apply')}</List.Item>
        <List.Item>{t('pay.benefits.once')}</List.Item>
      </List>
      {problem !== null ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} ta="left" w="100%">
          {problem}
        </Alert>
      ) : null}
      {leaving !== null ? (
        <Text size="sm" c="dimmed" role="status">
          {t('pay.redirecting', { amount: leaving })}
        </Text>
      ) : null}
      <Group justify="center" gap="sm">
        {secondaryActions}
        <Button
          size="md"
          leftSection={<IconLock size={16} aria-hidden />}
          loading={init.isPending || leaving !== null}
          onClick={pay}
        >
          {t('pay.button', { amount: price })}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" maw={420}>
        {t('pay.secure')}
      </Text>
    </Stack>
  );
}
