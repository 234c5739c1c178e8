import { Button, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatMoney, paymentReferenceSchema, type Payment } from '@hireway/shared';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconCreditCardOff } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { isApiError } from '../../../lib/api-client';
import { currentLanguage, translateMessage } from '../../../lib/i18n';
import { useVerifyPayment } from '../api/verify-payment';

interface PaymentVerificationProps {
  /** The `reference` query parameter the gateway sent back (null when missing). */
  reference: string | null;
  /** Paid: go on to the app (the screen refreshes the user first). */
  onContinue: () => void;
  /** Failed, abandoned or unknown: back to the payment page. */
  onTryAgain: () => void;
  /** Called with the paid payment (the screen refreshes the user). */
  onPaid?: (payment: Payment) => void;
}

function Outcome({
  icon,
  color,
  title,
  message,
  actions,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  message: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Stack align="center" gap="md" ta="center" aria-live="polite">
      <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      <Text component="h1" fw={750} fz={26} m={0}>
        {title}
      </Text>
      <Text c="dimmed" maw={440}>
        {message}
      </Text>
      {actions !== undefined ? (
        <Group justify="center" gap="sm">
          {actions}
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * /auth/seeker/payment/verify: asks the API what happened to the payment and says so — paid, failed or
 * abandoned (try again), still pending (asked again a few times), or the provider not answering (503).
 */
export function PaymentVerification({ reference, onContinue, onTryAgain, onPaid }: PaymentVerificationProps) {
  const { t } = useTranslation('payments');
  const valid = reference !== null && paymentReferenceSchema.safeParse(reference).success;
  const verification = useVerifyPayment(valid ? reference : null);
  const paid = verification.data?.status === 'paid' ? verification.data : null;
  useEffect(() => {
    if (paid !== null) onPaid?.(paid);
    // Once per paid answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paid?.id]);
  const tryAgain = (
    <Button onClick={onTryAgain} key="again">
      {t('verify.tryAgain')}
    </Button>
  );
  const checkAgain = (
    <Button variant="default" loading={verification.isFetching} onClick={() => void verification.refetch()} key="check">
      {t('verify.checkAgain')}
    </Button>
  );

  if (!valid) {
    return (
      <Outcome
        icon={<IconAlertTriangle size={32} />}
        color="yellow"
        title={t('verify.noReference.title')}
        message={t('verify.noReference.message')}
        actions={tryAgain}
      />
    );
  }

  if (verification.isPending) {
    return (
      <Outcome
        icon={<Loader size={28} />}
        color="blue"
        title={t('verify.checking.title')}
        message={t('verify.checking.message')}
      />
    );
  }

  if (verification.isError) {
    const error = verification.error;
    if (isApiError(error) && error.status === 503) {
      return (
        <Outcome
          icon={<IconClockHour4 size={32} />}
          color="yellow"
          title={t('verify.unavailable.title')}
          message={t('verify.unavailable.message')}
          actions={checkAgain}
        />
      );
    }
    return (
      <Outcome
        icon={<IconAlertTriangle size={32} />}
        color="red"
        title={isApiError(error) && error.status === 404 ? t('verify.notFound.title') : t('verify.error.title')}
        message={
          isApiError(error) && error.status === 404
            ? t('verify.notFound.message')
            : translateMessage(isApiError(error) ? error.message : '')
        }
        actions={[checkAgain, tryAgain]}
      />
    );
  }

  const payment = verification.data;
  const amount = formatMoney(payment.amount, payment.currency, currentLanguage());
  switch (payment.status) {
    case 'paid':
      return (
        <Outcome
          icon={<IconCircleCheck size={32} />}
          color="teal"
          title={t('verify.paid.title')}
          message={t('verify.paid.message', { amount })}
          actions={<Button onClick={onContinue}>{t('verify.paid.continue')}</Button>}
        />
      );
    case 'failed':
    case 'abandoned':
      return (
        <Outcome
          icon={<IconCreditCardOff size={32} />}
          color="red"
          title={t(`verify.${payment.status}.title`)}
          message={t(`verify.${payment.status}.message`, { amount })}
          actions={tryAgain}
        />
      );
    case 'pending':
      return verification.isPolling ? (
        <Outcome
          icon={<Loader size={28} />}
          color="blue"
          title={t('verify.pending.title')}
          message={t('verify.pending.message')}
        />
      ) : (
        <Outcome
          icon={<IconClockHour4 size={32} />}
          color="yellow"
          title={t('verify.stillPending.title')}
          message={t('verify.stillPending.message')}
          actions={[checkAgain, tryAgain]}
        />
      );
  }
}
