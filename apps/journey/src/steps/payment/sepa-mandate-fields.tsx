import { Checkbox } from '@souscrire/ui/checkbox';
import { fieldErrorMessage } from '@souscrire/ui/form';
import { Heading } from '@souscrire/ui/heading';
import { TextField } from '@souscrire/ui/text-field';
import { useText } from '../../app/use-text.ts';

/** Props of {@link SepaMandateFields}. */
export type SepaMandateFieldsProps = {
  /** The insurer named in the mandate. */
  creditor: string;
  holder: string;
  iban: string;
  accepted: boolean;
  onHolderChange: (holder: string) => void;
  onIbanChange: (iban: string) => void;
  onAcceptedChange: (accepted: boolean) => void;
};

/**
 * SEPA direct debit: the account holder and the IBAN next to the mandate text, the 8-week refund
 * right, and the mandate's acceptance.
 */
export function SepaMandateFields({
  creditor,
  holder,
  iban,
  accepted,
  onHolderChange,
  onIbanChange,
  onAcceptedChange,
}: SepaMandateFieldsProps) {
  const t = useText();
  return (
    <section className="sc-payment__sepa">
      <Heading level={2}>{t('payment.sepa.mandate.title')}</Heading>
      <p>{t('payment.sepa.mandate.what')}</p>
      <TextField
        name="account_holder"
        label={t('payment.sepa.holder')}
        autoComplete="name"
        isRequired
        errorMessage={fieldErrorMessage({ missing: t('errors.sepa.holder-required') })}
        value={holder}
        onChange={onHolderChange}
      />
      <TextField
        name="iban"
        label={t('payment.sepa.iban')}
        autoComplete="off"
        spellCheck="false"
        isRequired
        errorMessage={fieldErrorMessage({
          missing: t('errors.sepa.iban-required'),
          invalid: t('errors.iban'),
        })}
        value={iban}
        onChange={onIbanChange}
      />
      <p className="sc-payment__mandate">{t('payment.sepa.mandate.text', { creditor })}</p>
      <p className="sc-payment__mandate">{t('payment.sepa.mandate.refund')}</p>
      <Checkbox
        name="mandate"
        label={t('payment.sepa.mandate.accept')}
        isRequired
        errorMessage={t('errors.sepa.mandate-required')}
        isSelected={accepted}
        onChange={onAcceptedChange}
      />
    </section>
  );
}
