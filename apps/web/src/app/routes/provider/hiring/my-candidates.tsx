import { EmploymentList } from '../../../../features/candidates/components/employment-list';

/** /provider/my-candidates: the people the provider employs; accept a resignation or terminate. */
export function Component() {
  return <EmploymentList />;
}
