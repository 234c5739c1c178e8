import { PageCard } from '../../../components/ui/page-card';
import { paths } from '../../../config/paths';
import { LegalDocument, PRIVACY_SECTIONS } from '../../../features/legal/components/legal-document';

export function Component() {
  return (
    <PageCard width="wide">
      <LegalDocument document="privacy" sections={PRIVACY_SECTIONS} backTo={paths.root} />
    </PageCard>
  );
}
