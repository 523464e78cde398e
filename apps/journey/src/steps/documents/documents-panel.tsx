import type { CoreApiClient, components } from '@souscrire/core-api';
import type { Locale } from '@souscrire/i18n';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { Checkbox } from '@souscrire/ui/checkbox';
import { DocumentRow } from '@souscrire/ui/document-row';
import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useText } from '../../app/use-text.ts';
import { journeyKeys, keptWhileSwitching } from '../../core/query-keys.ts';
import { useFields } from '../../form/use-form-state.ts';
import { StepForm } from '../step-form.tsx';
import { arrivedFiles, useObjectUrls } from '../use-object-urls.ts';
import { documentsApi } from './documents-api.ts';
import { saveBlob } from './save-blob.ts';
import './documents.css';

/** The documents screen's form state: the ticks given, and the documents opened or downloaded. */
type DocumentsFields = {
  /** The documents whose acknowledgement is ticked, by id. */
  acknowledged: ReadonlySet<string>;
  /** The documents opened or downloaded, by id: each says so. */
  opened: ReadonlySet<string>;
  /** The conditions are accepted. */
  accepted: boolean;
};

/** Props of {@link DocumentsPanel}. */
export type DocumentsPanelProps = {
  client: CoreApiClient;
  tenant: string;
  prospectId: string;
  /** The page's language: the documents' titles and PDFs are asked in it. */
  locale: Locale;
};

/**
 * The documents screen's content: each document to open or download (fetched with the client session,
 * so the links hold the PDF itself), all of them as a zip, an acknowledgement tick per document and the
 * acceptance of the conditions; amendment wording for a cross-sell. Continue is refused until every tick is
 * given, with its messages in the error summary (its form is the frame's: Continue submits it).
 */
export function DocumentsPanel({ client, tenant, prospectId, locale }: DocumentsPanelProps) {
  const t = useText();
  const api = useMemo(() => documentsApi(client, locale), [client, locale]);
  const [fields, patch] = useFields<DocumentsFields>(() => ({
    acknowledged: new Set(),
    opened: new Set(),
    accepted: false,
  }));
  const { acknowledged, opened, accepted } = fields;

  const listKey = journeyKeys.inLanguage(journeyKeys.documents(tenant, prospectId), locale);
  const list = useQuery({
    queryKey: listKey,
    queryFn: () => api.list(prospectId),
    placeholderData: keptWhileSwitching<components['schemas']['Documents']>(listKey),
  });
  const documents = useMemo(() => list.data?.documents ?? [], [list.data]);
  const files = useQueries({
    queries: documents.map((document) => {
      const fileKey = journeyKeys.inLanguage(journeyKeys.document(tenant, prospectId, document.id), locale);
      return {
        queryKey: fileKey,
        queryFn: () => api.file(prospectId, document.id),
        placeholderData: keptWhileSwitching<Blob>(fileKey),
        staleTime: Number.POSITIVE_INFINITY,
      };
    }),
    combine: arrivedFiles,
  });
  const blobs = useMemo(
    () =>
      new Map(
        documents.flatMap((document, index) => {
          const data = files.data[index];
          return data ? [[document.id, data] as const] : [];
        }),
      ),
    [documents, files.data],
  );
  const urls = useObjectUrls(blobs);
  const fileFailed = list.isError || files.failed;
  const isAmendment = documents.some((document) => document.is_amendment);

  // All the documents as a zip: a failure says so under its button (the page stays as it is).
  const zip = useMutation({
    mutationFn: async () => saveBlob(await api.zip(prospectId), 'documents.zip'),
    onSuccess: () => patch({ opened: new Set(documents.map((document) => document.id)) }),
  });

  if (list.isPending) {
    return (
      <div className="sc-documents" aria-busy="true">
        <p role="status">{t('ui.loading')}</p>
        <div className="sc-documents__skeleton" />
        <div className="sc-documents__skeleton" />
      </div>
    );
  }

  return (
    <div className="sc-documents">
      <p>{t(isAmendment ? 'documents.amendment.intro' : 'documents.intro')}</p>
      {/* What each tick means, said once; each box reads its document's name with it. */}
      <p>{t(isAmendment ? 'documents.amendment.acknowledge' : 'documents.acknowledge')}</p>
      {fileFailed && (
        <Alert type="error" live>
          {t('errors.file-fetch')}
        </Alert>
      )}
      {/* Continue submits it: every tick is checked natively first, each message in the error summary. */}
      <StepForm errorSummaryTitle={t('layout.error-summary.title')} onContinue={() => documents.length > 0}>
        <div
          className="sc-documents__list"
          onClickCapture={(event) => {
            const link = (event.target as HTMLElement).closest('a');
            const id = link?.closest<HTMLElement>('[data-document]')?.dataset.document;
            if (id) patch({ opened: new Set(opened).add(id) });
          }}
        >
          {documents.map((document) => {
            const url = urls.get(document.id) ?? '';
            return (
              <div key={document.id} data-document={document.id}>
                <DocumentRow
                  name={document.name}
                  {...(opened.has(document.id) ? { description: t('documents.downloaded') } : {})}
                  openHref={url}
                  openLabel={t('documents.read', { name: document.name })}
                  downloadHref={url}
                  downloadLabel={t('documents.download', { name: document.name })}
                  downloadFileName={`${document.id}.pdf`}
                  acknowledgement={{
                    label: t('documents.acknowledge.row'),
                    isSelected: acknowledged.has(document.id),
                    onChange: (selected) => {
                      const next = new Set(acknowledged);
                      if (selected) next.add(document.id);
                      else next.delete(document.id);
                      patch({ acknowledged: next });
                    },
                    isRequired: true,
                    errorMessage: t('errors.documents.acknowledge-document', { name: document.name }),
                    name: `acknowledge-${document.id}`,
                  }}
                />
              </div>
            );
          })}
        </div>
        <Button
          variant="secondary"
          isPending={zip.isPending}
          pendingLabel={t('ui.loading')}
          onPress={() => zip.mutate()}
        >
          {t('documents.download-all')}
        </Button>
        {zip.isError && (
          <Alert type="error" live>
            {t('errors.file-fetch')}
          </Alert>
        )}
        <Checkbox
          name="accept-conditions"
          label={t('documents.accept-conditions')}
          isSelected={accepted}
          onChange={(selected) => patch({ accepted: selected })}
          isRequired
          errorMessage={t('errors.documents.accept-conditions')}
        />
      </StepForm>
    </div>
  );
}
