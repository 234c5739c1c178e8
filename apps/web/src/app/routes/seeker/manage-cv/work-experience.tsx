import { ListSection } from '../../../../features/cv/components/list-section';
import { WORK_EXPERIENCE_SECTION } from '../../../../features/cv/components/sections/work-experience';
import { useCvFormOptions } from './use-cv-form-options';

export function Component() {
  return <ListSection config={WORK_EXPERIENCE_SECTION} options={useCvFormOptions()} />;
}
