import type { CoreApiClient, components } from '@souscrire/core-api';
import { formatDate, type Locale } from '@souscrire/i18n';
import { useIntl } from '@souscrire/i18n/react';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { Checkbox } from '@souscrire/ui/checkbox';
import { Form, fieldErrorMessage } from '@souscrire/ui/form';
import { Heading } from '@souscrire/ui/heading';
import { Select } from '@souscrire/ui/select';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { MESSAGES } from '../app/message-ids.ts';
import { AlreadyRequested, spaceMutations } from '../router/space-mutations.ts';
import { useFoldingPanel } from './folding-panel.ts';

type Cancellation = components['schemas']['ContractCancellation'];
type Reason = components['schemas']['CancellationReason'];

/** The reasons the client may give, in the contract's order, with their texts. */
const REASONS: readonly { id: Reason; message: string }[] = [
  { id: 'price', message: MESSAGES.cancelReasonPrice },
  { id: 'coverage', message: MESSAGES.cancelReasonCoverage },
  { id: 'business_closed', message: MESSAGES.cancelReasonBusinessClosed },
  { id: 'other_insurer', message: MESSAGES.cancelReasonOtherInsurer },
  { id: 'other', message: MESSAGES.cancelReasonOther },
];

/** Props of {@link ContractCancellation}. */
export type ContractCancellationProps = {
  api: CoreApiClient;
  tenant: string;
  locale: Locale;
  contractId: string;
  /** What asking today gives (`requested_at` null), or the cancellation already asked. */
  cancellation: Cancellation;
  headingId: string;
};

/**
 * "Cancel this contract" on an active contract: a panel, its heading focused when it opens, that states the
 * notice and the date the contract would end (the core's terms for a request today), asks to confirm with a
 * checkbox and, optionally, why. Once recorded the contract list is read again, so the card's status says
 * "cancellation requested, until <date>", and the panel's place says it is done (focused, and announced).
 */
export function ContractCancellation({
  api,
  tenant,
  locale,
  contractId,
  cancellation,
  headingId,
}: ContractCancellationProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const queryClient = useQueryClient();
  const cancel = useMutation(spaceMutations.cancelContract(queryClient, api, { tenant, locale, contractId }));
  const requested = cancellation.requested_at !== null;
  const date = formatDate(cancellation.effective_date, locale, 'long');

  // The focus follows the panel: to its heading when it opens, to the outcome once done.
  const {
    open,
    setOpen,
    close,
    heading,
    outcome: done,
    action,
  } = useFoldingPanel(cancel.isSuccess, !requested);

  if (requested) {
    return cancel.isSuccess ? (
      <div ref={done} tabIndex={-1} className="sc-space-cancellation">
        <Alert type="success" live>
          {text(MESSAGES.cancelDone)}
        </Alert>
      </div>
    ) : null;
  }
  if (!open) {
    return (
      <div className="sc-space-cancellation">
        <Button ref={action} variant="secondary" onPress={() => setOpen(true)}>
          {text(MESSAGES.cancelAction)}
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = new FormData(event.currentTarget).get('reason');
    const known = REASONS.find((entry) => entry.id === reason);
    cancel.mutate(known === undefined ? null : known.id);
  };
  return (
    <section className="sc-space-cancellation" aria-labelledby={headingId}>
      <Heading level={3} id={headingId} ref={heading} tabIndex={-1}>
        {text(MESSAGES.cancelTitle)}
      </Heading>
      <p>{text(MESSAGES.cancelNotice, { months: cancellation.notice_months })}</p>
      <p>{text(MESSAGES.cancelEffectiveDate, { date })}</p>
      {cancel.isError && (
        <Alert type="error" live>
          {text(cancel.error instanceof AlreadyRequested ? MESSAGES.cancelAlready : MESSAGES.errorGeneric)}
        </Alert>
      )}
      <Form errorSummaryTitle={text(MESSAGES.formErrorSummary)} onSubmit={submit}>
        <Select
          name="reason"
          label={text(MESSAGES.cancelReasonLabel)}
          placeholder={text(MESSAGES.cancelReasonPlaceholder)}
          emptyText={text(MESSAGES.cancelReasonEmpty)}
          items={REASONS.map((entry) => ({ id: entry.id, label: text(entry.message) }))}
        />
        <Checkbox
          name="confirm"
          isRequired
          label={text(MESSAGES.cancelConfirmLabel, { date })}
          errorMessage={fieldErrorMessage({ missing: text(MESSAGES.cancelConfirmRequired) })}
        />
        <div className="sc-space-cancellation__actions">
          <Button type="submit" isPending={cancel.isPending} pendingLabel={text(MESSAGES.loading)}>
            {text(MESSAGES.cancelSubmit)}
          </Button>
          <Button variant="secondary" onPress={close}>
            {text(MESSAGES.cancelKeep)}
          </Button>
        </div>
      </Form>
    </section>
  );
}
