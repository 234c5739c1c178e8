import { ProviderJobList } from '../../../../features/jobs/components/provider-job-list';

/** /provider/jobs: the provider's jobs with status, applications and actions. */
export function Component() {
  return <ProviderJobList />;
}
