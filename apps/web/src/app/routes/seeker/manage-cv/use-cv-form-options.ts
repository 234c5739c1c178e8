import type { CvFormOptions } from '../../../../features/cv/list-config';
import { useReferenceOptions } from '../../../reference-options';

/** The reference choices the CV's item forms need. */
export function useCvFormOptions(): CvFormOptions {
  const employmentTypes = useReferenceOptions('employment-types');
  return { employmentTypes: employmentTypes.options };
}
