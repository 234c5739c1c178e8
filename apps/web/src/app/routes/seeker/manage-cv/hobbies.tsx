import { ListSection } from '../../../../features/cv/components/list-section';
import { HOBBIES_SECTION } from '../../../../features/cv/components/sections/hobbies';
import { useCvFormOptions } from './use-cv-form-options';

export function Component() {
  return <ListSection config={HOBBIES_SECTION} options={useCvFormOptions()} />;
}
