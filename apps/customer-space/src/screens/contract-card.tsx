import type { CoreApiClient, components } from '@souscrire/core-api';
import { type ClientSession, withHandOff } from '@souscrire/core-api/client-session';
import { formatDate, formatMoney, type Locale, type MessageId } from '@souscrire/i18n';
import { useIntl } from '@souscrire/i18n/react';
import { isPlainClick, Link } from '@souscrire/ui/link';
import { MESSAGES } from '../app/message-ids.ts';
import { ContractAnswers } from './contract-answers.tsx';
import { ContractCancellation } from './contract-cancellation.tsx';
import { ContractDocuments } from './contract-documents.tsx';
import { ContractIban } from './contract-iban.tsx';
import { ContractProof } from './contract-proof.tsx';
import { PaymentSchedule } from './payment-schedule.tsx';

type Contract = components['schemas']['ClientContract'];

const STATUS = {
  draft: MESSAGES.contractStatusDraft,
  active: MESSAGES.contractStatusActive,
  replaced: MESSAGES.contractStatusReplaced,
  cancellation_requested: MESSAGES.contractStatusCancellationRequested,
  cancelled: MESSAGES.contractStatusCancelled,
} as const;

/**
 * The status a client reads: an issued contract whose SEPA debit the bank has not confirmed is
 * 'Contract issued, payment pending' (or 'payment rejected' when the bank refused it), with a line saying what
 * it means; once confirmed, or paid by card, its own status.
 */
function statusOf(contract: Contract): { status: MessageId; note: MessageId | null } {
  const payment = contract.payment?.status;
  if (contract.status === 'active' && payment === 'pending') {
    return { status: MESSAGES.contractStatusPaymentPending, note: MESSAGES.contractPaymentPendingNote };
  }
  if (contract.status === 'active' && payment === 'failed') {
    return { status: MESSAGES.contractStatusPaymentFailed, note: MESSAGES.contractPaymentFailedNote };
  }
  return { status: STATUS[contract.status], note: null };
}

/** Props of {@link ContractCard}. */
export type ContractCardProps = {
  contract: Contract;
  /** The tenant whose core holds the contract (the client's data is keyed by it). */
  tenant: string;
  locale: Locale;
  api: CoreApiClient;
  /** The journey's address (an unfinished subscription resumes through its intent). */
  journeyUrl: string;
  /** The client's session, carried to the journey with a hand-off code. */
  session: Pick<ClientSession, 'signedIn'>;
  /** The tenant's brand, the creditor a SEPA mandate names. */
  brand: string;
};

/**
 * One contract: product, status, its number (once signed), formula; the premium and start; how it is paid with
 * the schedule; its documents, and for an active one its certificate and proof-of-sale file, "Change the IBAN"
 * when paid by direct debit and "Cancel this contract" (a contract being cancelled still covers: its
 * certificate and its mandate stay); and for a draft,
 * "Resume my subscription" through the journey's intent, where the client arrives signed in: the link goes with
 * a single-use hand-off code of the session (its plain address is the fallback).
 */
export function ContractCard({
  contract,
  tenant,
  locale,
  api,
  journeyUrl,
  session,
  brand,
}: ContractCardProps) {
  const intl = useIntl();
  const id = `sc-contract-${contract.id}`;
  const resume = new URL(`/${locale}/intent`, journeyUrl);
  resume.search = new URLSearchParams({ type: 'subscription', prospect_id: contract.prospect_id }).toString();
  const { status, note } = statusOf(contract);
  // A requested cancellation's status says until when the contract covers.
  const ends = contract.cancellation?.effective_date;
  // A contract being cancelled still covers: its proof stays, and its debits run under its mandate.
  const covers = contract.status === 'active' || contract.status === 'cancellation_requested';
  return (
    <article
      className="sc-space-contract"
      aria-labelledby={`${id}-title`}
      data-status={contract.status}
      data-payment={contract.payment?.status}
    >
      <header className="sc-space-contract__header">
        <h2 id={`${id}-title`}>{contract.product.name}</h2>
        <p className="sc-space-contract__status">
          {intl.formatMessage({ id: status }, { date: ends ? formatDate(ends, locale, 'long') : '' })}
        </p>
      </header>
      {note && <p className="sc-space-contract__note">{intl.formatMessage({ id: note })}</p>}
      {contract.number && (
        <p className="sc-space-contract__number">
          {intl.formatMessage({ id: MESSAGES.contractNumber }, { number: contract.number })}
        </p>
      )}
      <p>{intl.formatMessage({ id: MESSAGES.contractFormula }, { formula: contract.formula })}</p>
      <p>
        {intl.formatMessage(
          { id: MESSAGES.contractPremium },
          { amount: formatMoney(contract.premium.amount / 100, locale) },
        )}
      </p>
      {contract.starts_on && (
        <p>
          {intl.formatMessage(
            { id: MESSAGES.contractStartsOn },
            { date: formatDate(contract.starts_on, locale, 'long') },
          )}
        </p>
      )}
      {contract.payment && (
        <>
          <p>
            {intl.formatMessage(
              { id: MESSAGES.contractPayment },
              { method: contract.payment.method, frequency: contract.payment.frequency },
            )}
          </p>
          {contract.payment.mandate_reference && (
            <p>
              {intl.formatMessage(
                { id: MESSAGES.contractMandate },
                { reference: contract.payment.mandate_reference },
              )}
            </p>
          )}
          {contract.payment.iban_masked && (
            <p>{intl.formatMessage({ id: MESSAGES.contractIban }, { iban: contract.payment.iban_masked })}</p>
          )}
          <PaymentSchedule payment={contract.payment} locale={locale} headingId={`${id}-schedule`} />
        </>
      )}
      {contract.status === 'draft' ? (
        <div className="sc-space-contract__resume">
          <p>{intl.formatMessage({ id: MESSAGES.contractResumeIntro })}</p>
          <Link
            href={resume.toString()}
            variant="standalone"
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              void withHandOff(api, session, resume.toString()).then((address) =>
                window.location.assign(address),
              );
            }}
          >
            {intl.formatMessage({ id: MESSAGES.contractResume })}
          </Link>
        </div>
      ) : (
        <ContractDocuments
          api={api}
          tenant={tenant}
          contractId={contract.id}
          locale={locale}
          headingId={`${id}-documents`}
        />
      )}
      {covers && (
        <ContractProof
          api={api}
          tenant={tenant}
          contractId={contract.id}
          fileName={contract.number ?? contract.id}
          locale={locale}
          headingId={`${id}-proof`}
        />
      )}
      {covers && contract.payment?.method === 'sepa' && contract.payment.mandate_reference && (
        <ContractIban
          api={api}
          tenant={tenant}
          locale={locale}
          contractId={contract.id}
          mandateReference={contract.payment.mandate_reference}
          creditor={brand}
          headingId={`${id}-iban`}
        />
      )}
      {contract.cancellation && contract.status !== 'cancelled' && (
        <ContractCancellation
          api={api}
          tenant={tenant}
          locale={locale}
          contractId={contract.id}
          cancellation={contract.cancellation}
          headingId={`${id}-cancellation`}
        />
      )}
      <ContractAnswers
        api={api}
        tenant={tenant}
        contractId={contract.id}
        locale={locale}
        headingId={`${id}-answers`}
      />
    </article>
  );
}
