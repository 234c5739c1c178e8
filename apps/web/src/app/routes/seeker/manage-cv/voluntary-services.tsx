import { ListSection } from '../../../../features/cv/components/list-section';
import { VOLUNTARY_SECTION } from '../../../../features/cv/components/sections/voluntary-services';
import { useCvFormOptions } from './use-cv-form-options';

export function Component() {
  return <ListSection config={VOLUNTARY_SECTION} options={useCvFormOptions()} />;
}
