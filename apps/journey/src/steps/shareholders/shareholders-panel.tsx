import type { CoreApiClient } from '@souscrire/core-api';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { Form } from '@souscrire/ui/form';
import { Heading } from '@souscrire/ui/heading';
import { NumberField } from '@souscrire/ui/number-field';
import { TextField } from '@souscrire/ui/text-field';
import { useToasts } from '@souscrire/ui/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useText } from '../../app/use-text.ts';
import { journeyKeys } from '../../core/query-keys.ts';
import { useStepContinue } from '../step-continue.ts';
import { type Beneficiary, shareholdersApi } from './shareholders-api.ts';
import './shareholders.css';

/** Props of {@link ShareholdersPanel}. */
export type ShareholdersPanelProps = {
  client: CoreApiClient;
  tenant: string;
  prospectId: string;
};

/** One row of the form: an owner being typed (the share stays NaN until a number is typed). */
type Row = {
  key: number;
  firstname: string;
  lastname: string;
  birth_date: string;
  nationality: string;
  share: number;
};

let nextKey = 0;
const toRow = (owner?: Beneficiary): Row => ({
  key: nextKey++,
  firstname: owner?.firstname ?? '',
  lastname: owner?.lastname ?? '',
  birth_date: owner?.birth_date ?? '',
  nationality: owner?.nationality ?? '',
  share: owner?.ownership_percentage ?? Number.NaN,
});

/**
 * The beneficial owners screen's content (spec 2): who holds more than 25% of the company, one group of fields
 * per owner, owners added and removed, the list saved on the core (PUT sanction-beneficiaries) before Continue
 * moves on (the save is registered with the frame's Continue). The core's field errors (shares above 100%, a birth date in the future) come back on the fields.
 */
export function ShareholdersPanel({ client, tenant, prospectId }: ShareholdersPanelProps) {
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
  return <OwnersForm api={api} tenant={tenant} prospectId={prospectId} initial={owners.data} />;
}

function OwnersForm({
  api,
  tenant,
  prospectId,
  initial,
}: {
  api: ReturnType<typeof shareholdersApi>;
  tenant: string;
  prospectId: string;
  initial: Beneficiary[];
}) {
  const t = useText();
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const areaRef = useRef<HTMLDivElement>(null);
  const [rows, setRows] = useState<Row[]>(() => (initial.length > 0 ? initial.map(toRow) : [toRow()]));
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});

  const update = (key: number, change: Partial<Row>) =>
    setRows((previous) => previous.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const saveOwners = useMutation({
    mutationFn: (owners: Beneficiary[]) => api.save(prospectId, owners),
    onSuccess: (result) => {
      if (result.kind === 'invalid') {
        setServerErrors(result.errors);
        return;
      }
      setServerErrors({});
      queryClient.setQueryData(journeyKeys.beneficiaries(tenant, prospectId), result.beneficiaries);
    },
  });
  // The owners are screened once declared (spec 7: sanction-check); a review does not stop the visitor.
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

  useStepContinue(async () => {
    const form = areaRef.current?.querySelector('form');
    if (!form) return false;
    if (!form.checkValidity()) {
      form.requestSubmit();
      return false;
    }
    const result = await saveOwners.mutateAsync(
      rows.map((row) => ({
        firstname: row.firstname.trim(),
        lastname: row.lastname.trim(),
        birth_date: row.birth_date,
        nationality: row.nationality.trim().toUpperCase(),
        ownership_percentage: row.share,
      })),
    );
    if (result.kind === 'invalid') return false;
    await screening.mutateAsync();
    return true;
  });

  // Field errors of the core by field name; the list's own error (shares above 100%) stands above the form.
  const fieldErrors = Object.fromEntries(
    Object.entries(serverErrors).filter(([name]) => name.startsWith('beneficiaries.')),
  );
  const listError = serverErrors.beneficiaries?.[0];

  return (
    <div className="sc-shareholders" ref={areaRef}>
      <p>{t('shareholders.intro')}</p>
      <p className="sc-shareholders__why">{t('shareholders.why')}</p>
      {listError && (
        <Alert type="error" live>
          {listError}
        </Alert>
      )}
      <Form
        errorSummaryTitle={t('layout.error-summary.title')}
        validationErrors={fieldErrors}
        onSubmit={(event) => event.preventDefault()}
      >
        {rows.map((row, index) => {
          const name = (field: string) => `beneficiaries.${index}.${field}`;
          const title = t('shareholders.item', { index: index + 1 });
          return (
            <fieldset key={row.key} className="sc-shareholders__owner">
              <legend>
                <Heading level={2}>{title}</Heading>
              </legend>
              <TextField
                name={name('firstname')}
                label={t('shareholders.fields.firstname')}
                autoComplete="off"
                isRequired
                errorMessage={t('errors.required')}
                value={row.firstname}
                onChange={(firstname) => update(row.key, { firstname })}
              />
              <TextField
                name={name('lastname')}
                label={t('shareholders.fields.lastname')}
                autoComplete="off"
                isRequired
                errorMessage={t('errors.required')}
                value={row.lastname}
                onChange={(lastname) => update(row.key, { lastname })}
              />
              <TextField
                name={name('birth_date')}
                label={t('shareholders.fields.birth-date')}
                type="date"
                isRequired
                errorMessage={(validation) =>
                  validation.validationDetails.valueMissing
                    ? t('errors.required')
                    : validation.validationErrors.join(' ') || t('errors.date')
                }
                value={row.birth_date}
                onChange={(birth_date) => update(row.key, { birth_date })}
              />
              <TextField
                name={name('nationality')}
                label={t('shareholders.fields.nationality')}
                description="FR, DE, IT, ES…"
                isRequired
                minLength={2}
                maxLength={2}
                pattern="[A-Za-z]{2}"
                errorMessage={t('errors.required')}
                value={row.nationality}
                onChange={(nationality) => update(row.key, { nationality: nationality.toUpperCase() })}
              />
              <NumberField
                name={name('ownership_percentage')}
                label={t('shareholders.fields.share')}
                minValue={0}
                maxValue={100}
                isRequired
                errorMessage={(validation) =>
                  validation.validationDetails.valueMissing
                    ? t('errors.required')
                    : validation.validationErrors.join(' ') || t('errors.number')
                }
                value={row.share}
                onChange={(share) => update(row.key, { share })}
              />
              {rows.length > 1 && (
                <Button
                  variant="secondary"
                  size="sm"
                  onPress={() => setRows((previous) => previous.filter((other) => other.key !== row.key))}
                >
                  {t('shareholders.remove', { name: `${row.firstname} ${row.lastname}`.trim() || title })}
                </Button>
              )}
            </fieldset>
          );
        })}
        <Button variant="secondary" onPress={() => setRows((previous) => [...previous, toRow()])}>
          {t('shareholders.add')}
        </Button>
      </Form>
    </div>
  );
}
