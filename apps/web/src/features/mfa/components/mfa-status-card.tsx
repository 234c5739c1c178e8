import { Badge, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconKey, IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { securityPaths } from '../../../config/paths';
import { NewRecoveryCodesModal } from './new-recovery-codes-modal';
import { TurnOffMfaModal } from './turn-off-mfa-modal';

interface MfaStatusCardProps {
  enabled: boolean;
  onTurnedOff: () => void;
  onNewCodes: (codes: readonly string[]) => void;
}

/** Whether two-factor authentication is on, and what can be done about it. */
export function MfaStatusCard({ enabled, onTurnedOff, onNewCodes }: MfaStatusCardProps) {
  const { t } = useTranslation('security');
  const [turnOffOpened, turnOff] = useDisclosure(false);
  const [newCodesOpened, newCodes] = useDisclosure(false);
  const titleId = useId();

  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light" color={enabled ? 'teal' : 'gray'} aria-hidden>
              {enabled ? <IconShieldCheck size={24} /> : <IconShieldOff size={24} />}
            </ThemeIcon>
            <div>
              <Text id={titleId} fw={700} size="lg">
                {t('overview.mfaTitle')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('overview.mfaSubtitle')}
              </Text>
            </div>
          </Group>
          <Badge color={enabled ? 'teal' : 'gray'} variant="light" size="lg">
            {enabled ? t('overview.on') : t('overview.off')}
          </Badge>
        </Group>

        <Text size="sm">{enabled ? t('overview.onText') : t('overview.offText')}</Text>

        <Group gap="sm">
          {enabled ? (
            <>
              <Button variant="light" leftSection={<IconKey size={16} aria-hidden />} onClick={newCodes.open}>
                {t('overview.newCodes')}
              </Button>
              <Button variant="outline" color="red" onClick={turnOff.open}>
                {t('overview.turnOff')}
              </Button>
            </>
          ) : (
            <Button component={Link} to={securityPaths.mfaAuthentication}>
              {t('overview.setUp')}
            </Button>
          )}
        </Group>
      </Stack>

      <TurnOffMfaModal
        opened={turnOffOpened}
        onClose={turnOff.close}
        onTurnedOff={() => {
          turnOff.close();
          onTurnedOff();
        }}
      />
      <NewRecoveryCodesModal
        opened={newCodesOpened}
        onClose={newCodes.close}
        onIssued={(codes) => {
          newCodes.close();
          onNewCodes(codes);
        }}
      />
    </Card>
  );
}
