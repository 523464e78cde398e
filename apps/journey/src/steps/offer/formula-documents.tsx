import { Button } from '@souscrire/ui/button';
import { useText } from '../../app/use-text.ts';
import { useDownloadDocument } from '../reviewing/use-download-document.ts';
import { useSubscription } from '../step-context.ts';
import type { Offer } from './offer-api.ts';

/** The documents of a formula, downloadable once the visitor has a client session. */
export function FormulaDocuments({ documents }: { documents: Offer['formulas'][number]['documents'] }) {
  const t = useText();
  const { session } = useSubscription();
  const download = useDownloadDocument();
  if (documents.length === 0) return null;
  const canDownload = session.signedIn();
  return (
    <div className="sc-offer__documents">
      <p>{t('offer.documents.title')}</p>
      <ul>
        {documents.map((document) => (
          <li key={document.id}>
            {canDownload ? (
              <Button variant="tertiary" onPress={() => download.mutate(document.id)}>
                {t('documents.download', { name: document.name })}
              </Button>
            ) : (
              document.name
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
