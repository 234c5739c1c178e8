import { ListSection } from '../../../../features/cv/components/list-section';
import { EDUCATION_SECTION } from '../../../../features/cv/components/sections/education-history';
import { useCvFormOptions } from './use-cv-form-options';

export function Component() {
  return <ListSection config={EDUCATION_SECTION} options={useCvFormOptions()} />;
}
