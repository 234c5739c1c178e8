import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdleTimer } from 'react-idle-timer';

import { formatCountdown, idleCountdownMs, idleWarningAfterMs } from './idle-countdown';

interface IdleMonitorProps {
  /** Only in production and only while logged in (spec section 4). */
  enabled: boolean;
  /** security_settings.idle_timeout, in minutes. */
  idleTimeoutMinutes: number;
  onIdle: () => void;
}

const TICK_MS = 500;

/**
 * Warns after a quiet period and logs out when the countdown ends. crossTab keeps every tab in
 * step: activity or Resume in one tab closes the modal in all of them.
 */
export function IdleMonitor({ enabled, idleTimeoutMinutes, onIdle }: IdleMonitorProps) {
  const { t } = useTranslation('common');
  const countdownMs = idleCountdownMs(idleTimeoutMinutes);
  const [prompted, setPrompted] = useState(false);
  const [remainingMs, setRemainingMs] = useState(countdownMs);

  const timer = useIdleTimer({
    timeout: idleWarningAfterMs() + countdownMs,
    promptBeforeIdle: countdownMs,
    crossTab: true,
    syncTimers: 200,
    disabled: !enabled,
    onPrompt: () => {
      setRemainingMs(countdownMs);
      setPrompted(true);
    },
    onActive: () => setPrompted(false),
    onIdle: () => {
      setPrompted(false);
      onIdle();
    },
  });

  useEffect(() => {
    if (!prompted) return undefined;
    const interval = setInterval(() => setRemainingMs(timer.getRemainingTime()), TICK_MS);
    return () => clearInterval(interval);
  }, [prompted, timer]);

  const resume = () => {
    timer.activate();
    setPrompted(false);
  };

  return (
    <Modal
      opened={enabled && prompted}
      onClose={resume}
      title={t('idle.title')}
      centered
      closeOnClickOutside={false}
      withCloseButton={false}
    >
      <Stack gap="md">
        <Text>{t('idle.message')}</Text>
        <Text fz={36} fw={700} ta="center" role="timer" aria-live="polite" aria-label={t('idle.countdownLabel')}>
          {formatCountdown(remainingMs)}
        </Text>
        <Group justify="flex-end">
          <Button onClick={resume} data-autofocus>
            {t('idle.resume')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
