import { Paper, Stack, Text, Title } from '@mantine/core';
import type { User } from '@hireway/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { AccountAddressForm } from '../../../features/account/components/address-form';
import { ProfileForm } from '../../../features/account/components/profile-form';
import { invalidateTokenChecks } from '../../../features/auth/api/check';
import { useLocationOptions } from '../../../features/reference/api/location-options';
import { storeUser, useAuth } from '../../../lib/auth/auth-store';
import { changeLanguage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { TitledPage } from '../../layouts/titled-page';

function AccountSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-label={title}>
      <Stack gap="lg">
        <div>
          <Title order={2} fz={20}>
            {title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** /auth/account: the user's profile (with photo) and address, in the app shell. */
export function Component() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, settings } = useAuth();
  const { location, onLocationChange } = useLocationOptions(user?.country_code ?? null, user?.state_code ?? null);
  if (user === null) return <Navigate to={paths['auth-login']} replace />;

  const saved = (updated: User, previous: User) => {
    storeUser(updated);
    invalidateTokenChecks(queryClient);
    void changeLanguage(updated.language).then(() => notifySuccess({ message: t('saved') }));
    // A new phone number is verified again when the platform asks for it: the guards lead there.
    const mustVerify =
      updated.phone !== previous.phone &&
      !updated.meta.phone_verified &&
      settings?.security_settings.require_user_phone_verification === true;
    if (mustVerify) void navigate(paths.root, { replace: true });
  };

  return (
    <TitledPage title={t('title')} subtitle={t('subtitle')} maw={760}>
      <AccountSection title={t('profile.title')} description={t('profile.description')}>
        <ProfileForm user={user} onSaved={(updated) => saved(updated, user)} />
      </AccountSection>
      <AccountSection title={t('address.title')} description={t('address.description')}>
        <AccountAddressForm
          user={user}
          location={location}
          onLocationChange={onLocationChange}
          onSaved={(updated) => saved(updated, user)}
        />
      </AccountSection>
    </TitledPage>
  );
}
