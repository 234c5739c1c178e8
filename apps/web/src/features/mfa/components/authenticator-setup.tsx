import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { MfaEnrollResponse } from '@hireway/shared';
import { IconArrowRight, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { securityPaths } from '../../../config/paths';

/** The secret in groups of four, easier to type into an app by hand. */
export const groupSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

interface AuthenticatorSetupProps {
  enrollment: MfaEnrollResponse;
}

/** Step 2 of the set-up: scan the QR code, or type the secret in. */
export function AuthenticatorSetup({ enrollment }: AuthenticatorSetupProps) {
  const { t } = useTranslation('security');
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="lg">
        <Stack gap="xs" align="center">
          <Paper withBorder radius="md" p="sm" bg="white">
            <Image src={enrollment.qr_code} alt={t('setup.qrAlt')} w={200} h={200} fit="contain" />
          </Paper>
        </Stack>
        <Stack gap="sm">
          <Text fw={600}>{t('setup.scanTitle')}</Text>
          <Text size="sm" c="dimmed">
            {t('setup.scanHelp')}
          </Text>
          <Text fw={600} mt="xs">
            {t('setup.manualTitle')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('setup.manualHelp')}
          </Text>
        </Stack>
      </SimpleGrid>
      <TextInput
        maw={520}
        label={t('setup.secretLabel')}
        value={groupSecret(enrollment.secret)}
        readOnly
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.04em' } }}
        onFocus={(event) => event.currentTarget.select()}
        rightSection={
          <CopyButton value={enrollment.secret}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('setup.copied') : t('setup.copySecret')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={t('setup.copySecret')}
                >
                  {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        }
      />
      <Group justify="flex-end">
        <Button
          component={Link}
          to={securityPaths.activationApp}
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {t('setup.next')}
        </Button>
      </Group>
    </Stack>
  );
}
