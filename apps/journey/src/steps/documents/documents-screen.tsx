import { useSubscription } from '../step-context.ts';
import { StepFrame } from '../step-frame.tsx';
import { DocumentsPanel } from './documents-panel.tsx';

/** The documents screen: read, download and acknowledge every document before signing. */
export function DocumentsScreen() {
  const { clientFor, tenant, prospectId, locale } = useSubscription();
  return (
    <StepFrame step="documents" withForm>
      <DocumentsPanel client={clientFor(tenant)} tenant={tenant} prospectId={prospectId} locale={locale} />
    </StepFrame>
  );
}
