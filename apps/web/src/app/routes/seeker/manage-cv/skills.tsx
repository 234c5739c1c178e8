import { ListSection } from '../../../../features/cv/components/list-section';
import { SKILLS_SECTION } from '../../../../features/cv/components/sections/skills';
import { useCvFormOptions } from './use-cv-form-options';

export function Component() {
  return <ListSection config={SKILLS_SECTION} options={useCvFormOptions()} />;
}
