import { Button, Checkbox, CopyButton, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { saveText } from '../../../lib/download';

export const RECOVERY_CODES_FILE_NAME = 'hireway-recovery-codes.txt';

/** The text of the download: a short heading, then one code a line. */
export const recoveryCodesText = (heading: string, codes: readonly string[]): string =>
  `${heading}\n\n${codes.join('\n')}\n`;

interface RecoveryCodesProps {
  codes: readonly string[];
  onDone: () => void;
}

/** The 10 recovery codes, shown once: copy them, download them, and say they are kept safe. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const { t } = useTranslation('security');
  const [saved, setSaved] = useState(false);
  const text = recoveryCodesText(t('recoveryCodes.fileHeading'), codes);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))">
        <SimpleGrid
          component="ol"
          cols={{ base: 1, xs: 2 }}
          spacing="sm"
          verticalSpacing="xs"
          aria-label={t('recoveryCodes.listLabel')}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {codes.map((code) => (
            <Text
              key={code}
              component="li"
              ff="monospace"
              fz="lg"
              fw={600}
              ta="center"
              style={{ letterSpacing: '0.06em' }}
            >
              {code}
            </Text>
          ))}
        </SimpleGrid>
      </Paper>

      <Group gap="sm">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              color={copied ? 'teal' : 'blue'}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? t('recoveryCodes.copied') : t('recoveryCodes.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => saveText(text, RECOVERY_CODES_FILE_NAME)}
        >
          {t('recoveryCodes.download')}
        </Button>
      </Group>

      <Checkbox
        label={t('recoveryCodes.savedConfirm')}
        checked={saved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button onClick={onDone} disabled={!saved}>
          {t('recoveryCodes.done')}
        </Button>
      </Group>
    </Stack>
  );
}
