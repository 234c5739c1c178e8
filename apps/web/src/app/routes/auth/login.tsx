import { PageCard } from '../../../components/ui/page-card';
import { LoginForm } from '../../../features/auth/components/login-form';

export function Component() {
  return (
    <PageCard>
      <LoginForm />
    </PageCard>
  );
}
