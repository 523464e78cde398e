import type { CoreApiClient } from '@souscrire/core-api';
import type { Locale } from '@souscrire/i18n';
import { useIntl } from '@souscrire/i18n/react';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { Checkbox } from '@souscrire/ui/checkbox';
import { Form, fieldErrorMessage } from '@souscrire/ui/form';
import { Heading } from '@souscrire/ui/heading';
import { TextField } from '@souscrire/ui/text-field';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo } from 'react';
import { MESSAGES } from '../app/message-ids.ts';
import { AccountRefused, spaceMutations } from '../router/space-mutations.ts';
import { useFoldingPanel } from './folding-panel.ts';

const NONE: readonly string[] = [];

/** Props of {@link ContractIban}. */
export type ContractIbanProps = {
  api: CoreApiClient;
  tenant: string;
  locale: Locale;
  contractId: string;
  /** The current mandate's reference. */
  mandateReference: string;
  /** The insurer named in the mandate (the tenant's brand). */
  creditor: string;
  headingId: string;
};

/**
 * "Change the IBAN" on a contract paid by direct debit: a panel, its heading focused when it opens, with the
 * account holder and the new IBAN beside the mandate text and the 8-week refund right (the payment screen's
 * texts), and the mandate's acceptance. Once signed the contract list is read again (the card shows the new
 * mandate), and the panel's place says which mandate now stands (focused, and announced).
 */
export function ContractIban({
  api,
  tenant,
  locale,
  contractId,
  mandateReference,
  creditor,
  headingId,
}: ContractIbanProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const queryClient = useQueryClient();
  const change = useMutation(spaceMutations.changeIban(queryClient, api, { tenant, locale, contractId }));
  const refused = change.error instanceof AccountRefused ? change.error.fields : NONE;
  const invalidIban = text(MESSAGES.sepaIbanInvalid);
  const missingHolder = text(MESSAGES.sepaHolderRequired);
  // One object per refusal: the form summarises (and focuses) each new set of server errors.
  const serverErrors = useMemo(
    (): Record<string, string> => ({
      ...(refused.includes('iban') ? { iban: invalidIban } : {}),
      ...(refused.includes('account_holder') ? { account_holder: missingHolder } : {}),
    }),
    [refused, invalidIban, missingHolder],
  );

  // The focus follows the panel: to its heading when it opens, to the outcome once done.
  const { open, setOpen, close, heading, outcome: done, action } = useFoldingPanel(change.isSuccess);

  if (!open) {
    return (
      <div className="sc-space-iban">
        {change.isSuccess && (
          <div ref={done} tabIndex={-1}>
            <Alert type="success" live>
              {text(MESSAGES.ibanDone, { reference: change.data.reference, iban: change.data.iban_masked })}
            </Alert>
          </div>
        )}
        <Button
          ref={action}
          variant="secondary"
          onPress={() => {
            change.reset();
            setOpen(true);
          }}
        >
          {text(MESSAGES.ibanAction)}
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    change.mutate(
      { iban: String(form.get('iban') ?? ''), holder: String(form.get('account_holder') ?? '') },
      { onSuccess: () => setOpen(false) },
    );
  };
  return (
    <section className="sc-space-iban" aria-labelledby={headingId}>
      <Heading level={3} id={headingId} ref={heading} tabIndex={-1}>
        {text(MESSAGES.ibanTitle)}
      </Heading>
      <p>{text(MESSAGES.ibanIntro, { reference: mandateReference })}</p>
      {change.isError && !(change.error instanceof AccountRefused) && (
        <Alert type="error" live>
          {text(MESSAGES.errorGeneric)}
        </Alert>
      )}
      <Form
        errorSummaryTitle={text(MESSAGES.formErrorSummary)}
        validationErrors={serverErrors}
        onSubmit={submit}
      >
        <TextField
          name="account_holder"
          label={text(MESSAGES.sepaHolder)}
          autoComplete="name"
          isRequired
          errorMessage={fieldErrorMessage({ missing: missingHolder })}
        />
        <TextField
          name="iban"
          label={text(MESSAGES.sepaIban)}
          autoComplete="off"
          spellCheck="false"
          isRequired
          errorMessage={fieldErrorMessage({ missing: text(MESSAGES.sepaIbanRequired), invalid: invalidIban })}
        />
        <p className="sc-space-iban__mandate">{text(MESSAGES.sepaMandateText, { creditor })}</p>
        <p className="sc-space-iban__mandate">{text(MESSAGES.sepaMandateRefund)}</p>
        <Checkbox
          name="mandate_consent"
          isRequired
          label={text(MESSAGES.sepaMandateAccept)}
          errorMessage={fieldErrorMessage({ missing: text(MESSAGES.sepaMandateRequired) })}
        />
        <div className="sc-space-iban__actions">
          <Button type="submit" isPending={change.isPending} pendingLabel={text(MESSAGES.loading)}>
            {text(MESSAGES.ibanSubmit)}
          </Button>
          <Button variant="secondary" onPress={close}>
            {text(MESSAGES.ibanKeep)}
          </Button>
        </div>
      </Form>
    </section>
  );
}
