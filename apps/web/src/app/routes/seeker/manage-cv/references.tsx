import { ListSection } from '../../../../features/cv/components/list-section';
import { REFERENCES_SECTION } from '../../../../features/cv/components/sections/references';
import { useCvFormOptions } from './use-cv-form-options';

export function Component() {
  return <ListSection config={REFERENCES_SECTION} options={useCvFormOptions()} />;
}
