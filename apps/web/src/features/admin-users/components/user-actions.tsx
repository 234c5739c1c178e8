import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type AdminUserDetail, adminSuspendRequestSchema, SUSPENSION_REASON_MAX } from '@hireway/shared';
import { IconKey, IconLockOpen, IconShieldOff, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormFrame } from '../../../components/ui/form-frame';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { translateMessage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type AdminUserAction, useAdminUserAction } from '../api/user-actions';

type Dialog = 'suspend' | 'password' | 'mfa' | null;

function SuspendForm({ user, onDone }: { user: AdminUserDetail; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const action = useAdminUserAction(user.id);
  const { form, submitWith, frameProps } = useSchemaForm({
    schema: adminSuspendRequestSchema,
    initialValues: { reason: '' },
    toRequest: ({ reason }) => ({ reason }),
  });
  const submit = submitWith(
    ({ reason }) => action.mutateAsync({ kind: 'suspend', reason }),
    () => {
      notifySuccess({ message: t('users.actions.suspended') });
      onDone();
    },
  );
  return (
    <FormFrame
      {...frameProps}
      onSubmit={submit}
      onCancel={onDone}
      cancelLabel={t('common.cancel')}
      submitLabel={t('users.actions.suspend')}
      submitColor="red"
      intro={<Text size="sm">{t('users.actions.suspendIntro')}</Text>}
    >
      <Textarea
        label={t('users.actions.reason')}
        autosize
        minRows={2}
        maxLength={SUSPENSION_REASON_MAX}
        data-autofocus
        {...form.getInputProps('reason')}
      />
    </FormFrame>
  );
}

/** Suspend or reinstate, force a password reset, reset MFA: each confirmed in a dialog, each audited. */
export function UserActions({ user, isSelf }: { user: AdminUserDetail; isSelf: boolean }) {
  const { t } = useTranslation('admin');
  const action = useAdminUserAction(user.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [invalidate, setInvalidate] = useState(false);
  const close = () => {
    setDialog(null);
    setInvalidate(false);
  };
  const run = (input: AdminUserAction, done: string) =>
    action.mutate(input, {
      onSuccess: () => {
        notifySuccess({ message: done });
        close();
      },
      onError: (error) => notifyError({ message: translateMessage(error.message) }),
    });
  const suspended = user.status === 'suspended';
  return (
    <>
      <Group gap="sm">
        {suspended ? (
          <Button
            leftSection={<IconLockOpen size={16} aria-hidden />}
            loading={action.isPending}
            onClick={() => run({ kind: 'reinstate' }, t('users.actions.reinstated'))}
          >
            {t('users.actions.reinstate')}
          </Button>
        ) : (
          <Button
            color="red"
            variant="light"
            leftSection={<IconUserOff size={16} aria-hidden />}
            disabled={isSelf}
            onClick={() => setDialog('suspend')}
          >
            {t('users.actions.suspend')}
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconKey size={16} aria-hidden />}
          disabled={suspended}
          onClick={() => setDialog('password')}
        >
          {t('users.actions.passwordReset')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconShieldOff size={16} aria-hidden />}
          disabled={isSelf || !user.mfa_enabled}
          onClick={() => setDialog('mfa')}
        >
          {t('users.actions.mfaReset')}
        </Button>
      </Group>
      <Modal opened={dialog === 'suspend'} onClose={close} title={t('users.actions.suspendTitle')} centered>
        <SuspendForm user={user} onDone={close} />
      </Modal>
      <Modal opened={dialog === 'password'} onClose={close} title={t('users.actions.passwordResetTitle')} centered>
        <Stack gap="sm">
          <Text size="sm">{t('users.actions.passwordResetIntro', { email: user.email })}</Text>
          <Checkbox
            label={t('users.actions.invalidatePassword')}
            description={t('users.actions.invalidatePasswordHelp')}
            checked={invalidate}
            disabled={isSelf}
            onChange={(event) => setInvalidate(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              loading={action.isPending}
              onClick={() =>
                run({ kind: 'password-reset', invalidatePassword: invalidate }, t('users.actions.passwordResetDone'))
              }
            >
              {t('users.actions.passwordResetSend')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={dialog === 'mfa'} onClose={close} title={t('users.actions.mfaResetTitle')} centered>
        <Stack gap="sm">
          <Text size="sm">{t('users.actions.mfaResetIntro')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={action.isPending}
              onClick={() => run({ kind: 'mfa-reset' }, t('users.actions.mfaResetDone'))}
            >
              {t('users.actions.mfaReset')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
