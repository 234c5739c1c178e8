import { homeRouteFor, type RouteName, type Session } from '@hireway/shared';

/**
 * Spec section 4: home of the user's group, unless the password expires within the reminder
 * threshold, in which case the password-expiration screen comes first.
 */
export const signInDestination = ({ user, settings }: Pick<Session, 'user' | 'settings'>): RouteName => {
  const days = user.days_before_password_expire;
  if (days !== null && days <= settings.security_settings.days_before_password_expire_reminder) {
    return 'auth-password-expiration';
  }
  return homeRouteFor(user);
};
