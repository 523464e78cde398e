import type { MessageId } from '@souscrire/i18n';
import type { ProspectUpdate } from '../use-prospect-save.ts';

/** One field of the contact details confirmation: the prospect field it saves and how it is asked. */
export type ConfirmationField = {
  readonly name: keyof ProspectUpdate;
  readonly label: MessageId;
  readonly kind: 'text' | 'email' | 'phone';
  readonly required: boolean;
  readonly hint?: MessageId;
  readonly autoComplete: string;
};

/**
 * The fields of each confirmation sub-step (confirmation/{step}): the person first, then the company
 * (`CONFIRMATION_SUB_STEPS`). Names are the contract's `ProspectUpdate` fields, so server errors land on them.
 */
export const CONFIRMATION_FIELDS = {
  contact: [
    {
      name: 'email',
      label: 'confirmation.fields.email',
      kind: 'email',
      required: true,
      hint: 'confirmation.fields.email.hint',
      autoComplete: 'email',
    },
    {
      name: 'phone',
      label: 'confirmation.fields.phone',
      kind: 'phone',
      required: true,
      hint: 'confirmation.fields.phone.hint',
      autoComplete: 'tel',
    },
    {
      name: 'owner_firstname',
      label: 'confirmation.fields.owner-firstname',
      kind: 'text',
      required: true,
      autoComplete: 'given-name',
    },
    {
      name: 'owner_lastname',
      label: 'confirmation.fields.owner-lastname',
      kind: 'text',
      required: true,
      autoComplete: 'family-name',
    },
    {
      name: 'owner_function',
      label: 'confirmation.fields.owner-function',
      kind: 'text',
      required: false,
      autoComplete: 'organization-title',
    },
  ],
  company: [
    {
      name: 'name',
      label: 'confirmation.fields.company-name',
      kind: 'text',
      required: true,
      autoComplete: 'organization',
    },
    {
      name: 'address',
      label: 'confirmation.fields.address',
      kind: 'text',
      required: true,
      autoComplete: 'address-line1',
    },
    {
      name: 'additional_address',
      label: 'confirmation.fields.additional-address',
      kind: 'text',
      required: false,
      autoComplete: 'address-line2',
    },
    {
      name: 'postal_code',
      label: 'confirmation.fields.postal-code',
      kind: 'text',
      required: true,
      autoComplete: 'postal-code',
    },
    {
      name: 'city',
      label: 'confirmation.fields.city',
      kind: 'text',
      required: true,
      autoComplete: 'address-level2',
    },
  ],
} as const satisfies Record<string, readonly ConfirmationField[]>;

/** The other texts of the confirmation screen. */
export const CONFIRMATION_MESSAGES = {
  intro: 'confirmation.intro',
  introEmpty: 'confirmation.intro.empty',
  companyTitle: 'confirmation.company.title',
  invalidPhone: 'errors.phone',
  errorSummaryTitle: 'layout.error-summary.title',
} as const satisfies Record<string, MessageId>;
