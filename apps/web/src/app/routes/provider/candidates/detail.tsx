import { useParams } from 'react-router';

import { CandidateDetailView } from '../../../../features/candidates/components/candidate-detail';
import { CvDocument } from '../../../../features/cv/components/cv-document';
import { useCvNames } from '../../../reference-options';

/** /provider/candidates/{id}: a candidate's CV, the provider's actions on them and the next steps. */
export function Component() {
  const { candidateId = '' } = useParams();
  const { countryName, employmentTypeName } = useCvNames();
  return (
    <CandidateDetailView
      candidateId={candidateId}
      countryName={countryName}
      renderCv={(candidate, person) => (
        <CvDocument
          cv={candidate.cv}
          person={person}
          countryName={countryName}
          employmentTypeName={employmentTypeName}
        />
      )}
    />
  );
}
