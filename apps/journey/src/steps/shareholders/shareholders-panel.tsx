import type { CoreApiClient } from '@souscrire/core-api';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { Checkbox } from '@souscrire/ui/checkbox';
import { useToasts } from '@souscrire/ui/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useText } from '../../app/use-text.ts';
import { journeyKeys } from '../../core/query-keys.ts';
import { useFields } from '../../form/use-form-state.ts';
import { StepForm } from '../step-form.tsx';
import { beneficiaryOf, OwnerFields, type OwnerRow, ownerRow } from './owner-fields.tsx';
import { type Beneficiary, shareholdersApi } from './shareholders-api.ts';
import './shareholders.css';

/** Props of {@link ShareholdersPanel}. */
export type ShareholdersPanelProps = {
  client: CoreApiClient;
  tenant: string;
  prospectId: string;
  /** What the contact details already say of the legal representative (the subscriber): names, function. */
  representative?: Partial<Pick<Beneficiary, 'firstname' | 'lastname' | 'function'>> | undefined;
};

/**
 * The beneficial owners screen's content: who holds more than 25% of the company, one group of fields
 * per owner, owners added and removed, the list saved on the core (PUT sanction-beneficiaries) before Continue
 * moves on (its form is the frame's: Continue submits it, then saves). The core's field errors (shares above 100%, a birth date in the future) come back on the fields.
 * 'Nobody holds more than 25%' declares the legal representative instead, as the law allows: one
 * person with their function, prefilled from the contact details.
 */
export function ShareholdersPanel({ client, tenant, prospectId, representative }: ShareholdersPanelProps) {
  const t = useText();
  const api = useMemo(() => shareholdersApi(client), [client]);
  const owners = useQuery({
    queryKey: journeyKeys.beneficiaries(tenant, prospectId),
    queryFn: () => api.list(prospectId),
  });
  if (owners.isPending) {
    return (
      <div className="sc-shareholders" aria-busy="true">
        <p role="status">{t('ui.loading')}</p>
        <div className="sc-shareholders__skeleton" />
      </div>
    );
  }
  if (owners.isError) {
    return (
      <Alert type="error" live>
        {t('errors.generic')}
      </Alert>
    );
  }
  return (
    <OwnersForm
      api={api}
      tenant={tenant}
      prospectId={prospectId}
      initial={owners.data}
      representative={representative}
    />
  );
}

/** The owners form's state: which list is shown, both lists, and the core's refusals. */
type OwnersFields = {
  /** Nobody holds more than 25%: the legal representative is declared instead. */
  nobodyAbove: boolean;
  rows: OwnerRow[];
  legalRepresentative: OwnerRow;
  serverErrors: Record<string, string[]>;
};

function OwnersForm({
  api,
  tenant,
  prospectId,
  initial,
  representative,
}: {
  api: ReturnType<typeof shareholdersApi>;
  tenant: string;
  prospectId: string;
  initial: Beneficiary[];
  representative: ShareholdersPanelProps['representative'];
}) {
  const t = useText();
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const savedRepresentative = initial.find((owner) => owner.role === 'legal_representative');
  // The screen's one form state. Both lists are kept while the visitor switches between them; only the one
  // shown is saved.
  const [fields, patch] = useFields<OwnersFields>(() => ({
    nobodyAbove: savedRepresentative !== undefined,
    rows: savedRepresentative === undefined && initial.length > 0 ? initial.map(ownerRow) : [ownerRow()],
    legalRepresentative: ownerRow(savedRepresentative ?? representative),
    serverErrors: {},
  }));
  const { nobodyAbove, rows, legalRepresentative, serverErrors } = fields;

  const update = (key: number, change: Partial<OwnerRow>) =>
    patch({ rows: rows.map((row) => (row.key === key ? { ...row, ...change } : row)) });

  const saveOwners = useMutation({
    mutationFn: (owners: Beneficiary[]) => api.save(prospectId, owners),
    onSuccess: (result) => {
      if (result.kind === 'invalid') {
        patch({ serverErrors: result.errors });
        return;
      }
      patch({ serverErrors: {} });
      queryClient.setQueryData(journeyKeys.beneficiaries(tenant, prospectId), result.beneficiaries);
    },
  });
  // The owners are screened once declared (sanction-check); a review does not stop the visitor.
  const screening = useMutation({
    mutationFn: () => api.sanctionCheck(prospectId),
    onSuccess: (status) => {
      if (status === 'review') {
        toasts.show({
          type: 'info',
          title: t('shareholders.screening.review.title'),
          message: t('shareholders.screening.review.body'),
        });
      }
    },
  });

  // Continue, once every field passed its check: the owners shown are saved, then screened.
  const onContinue = async () => {
    const result = await saveOwners.mutateAsync(
      nobodyAbove
        ? [beneficiaryOf(legalRepresentative, 'legal_representative')]
        : rows.map((row) => beneficiaryOf(row, 'owner')),
    );
    if (result.kind === 'invalid') return false;
    await screening.mutateAsync();
    return true;
  };

  // Field errors of the core by field name; the list's own error (shares above 100%) stands above the form.
  const fieldErrors = Object.fromEntries(
    Object.entries(serverErrors).filter(([name]) => name.startsWith('beneficiaries.')),
  );
  const listError = serverErrors.beneficiaries?.[0];

  return (
    <div className="sc-shareholders">
      <p>{t('shareholders.intro')}</p>
      <p className="sc-shareholders__why">{t('shareholders.why')}</p>
      {listError && (
        <Alert type="error" live>
          {listError}
        </Alert>
      )}
      <StepForm
        errorSummaryTitle={t('layout.error-summary.title')}
        validationErrors={fieldErrors}
        onContinue={onContinue}
      >
        <Checkbox
          label={t('shareholders.none')}
          description={t('shareholders.none.hint')}
          isSelected={nobodyAbove}
          onChange={(selected) => {
            patch({ serverErrors: {}, nobodyAbove: selected });
          }}
        />
        {nobodyAbove ? (
          <OwnerFields
            row={legalRepresentative}
            index={0}
            title={t('shareholders.representative')}
            representative
            onChange={(change) => patch({ legalRepresentative: { ...legalRepresentative, ...change } })}
          />
        ) : (
          <>
            {rows.map((row, index) => {
              const title = t('shareholders.item', { index: index + 1 });
              return (
                <OwnerFields
                  key={row.key}
                  row={row}
                  index={index}
                  title={title}
                  onChange={(change) => update(row.key, change)}
                >
                  {rows.length > 1 && (
                    <Button
                      variant="secondary"
                      size="sm"
                      onPress={() => patch({ rows: rows.filter((other) => other.key !== row.key) })}
                    >
                      {t('shareholders.remove', { name: `${row.firstname} ${row.lastname}`.trim() || title })}
                    </Button>
                  )}
                </OwnerFields>
              );
            })}
            <Button variant="secondary" onPress={() => patch({ rows: [...rows, ownerRow()] })}>
              {t('shareholders.add')}
            </Button>
          </>
        )}
      </StepForm>
    </div>
  );
}
