import { Checkbox } from '@souscrire/ui/checkbox';
import { Heading } from '@souscrire/ui/heading';
import { TextField } from '@souscrire/ui/text-field';
import { useText } from '../../app/use-text.ts';
import { PAYMENT_MESSAGES as M } from './payment-messages.ts';

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
 * SEPA direct debit (spec 2): the account holder and the IBAN next to the mandate text, the 8-week refund
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
      <Heading level={2}>{t(M.mandateTitle)}</Heading>
      <p>{t(M.mandateWhat)}</p>
      <TextField
        name="account_holder"
        label={t(M.sepaHolder)}
        autoComplete="name"
        isRequired
        errorMessage={(validation) => validation.validationErrors[0] ?? t(M.required)}
        value={holder}
        onChange={onHolderChange}
      />
      <TextField
        name="iban"
        label={t(M.sepaIban)}
        autoComplete="off"
        spellCheck="false"
        isRequired
        errorMessage={(validation) => validation.validationErrors[0] ?? t(M.required)}
        value={iban}
        onChange={onIbanChange}
      />
      <p className="sc-payment__mandate">{t(M.mandateText, { creditor })}</p>
      <p className="sc-payment__mandate">{t(M.mandateRefund)}</p>
      <Checkbox
        name="mandate"
        label={t(M.mandateAccept)}
        isRequired
        errorMessage={t(M.required)}
        isSelected={accepted}
        onChange={onAcceptedChange}
      />
    </section>
  );
}
