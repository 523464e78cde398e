import { fieldErrorMessage } from '@souscrire/ui/form';
import { Heading } from '@souscrire/ui/heading';
import { NumberField } from '@souscrire/ui/number-field';
import { TextField } from '@souscrire/ui/text-field';
import type { ReactNode } from 'react';
import { useText } from '../../app/use-text.ts';
import { type OwnerField, ownerErrorTexts } from './owner-error-texts.ts';
import type { Beneficiary } from './shareholders-api.ts';

/** One person of the form being typed (the share stays NaN until a number is typed). */
export type OwnerRow = {
  key: number;
  firstname: string;
  lastname: string;
  birth_date: string;
  nationality: string;
  share: number;
  function: string;
};

let nextKey = 0;

/** A row of the form for a saved person, or an empty one (with what is already known of them). */
export function ownerRow(owner?: Partial<Beneficiary>): OwnerRow {
  return {
    key: nextKey++,
    firstname: owner?.firstname ?? '',
    lastname: owner?.lastname ?? '',
    birth_date: owner?.birth_date ?? '',
    nationality: owner?.nationality ?? '',
    share: owner?.ownership_percentage ?? Number.NaN,
    function: owner?.function ?? '',
  };
}

/** A row as the contract's `Beneficiary`: an owner, or the legal representative with their function. */
export function beneficiaryOf(row: OwnerRow, role: 'owner' | 'legal_representative'): Beneficiary {
  const person = {
    firstname: row.firstname.trim(),
    lastname: row.lastname.trim(),
    birth_date: row.birth_date,
    nationality: row.nationality.trim().toUpperCase(),
    ownership_percentage: row.share,
  };
  return role === 'owner' ? person : { ...person, role, function: row.function.trim() };
}

/** Props of {@link OwnerFields}. */
export type OwnerFieldsProps = {
  row: OwnerRow;
  /** The row's place in the saved list: its fields are `beneficiaries.{index}.…`, as the core's errors. */
  index: number;
  title: string;
  /** The legal representative (nobody above 25%): their function, and a share of at most 25%. */
  representative?: boolean;
  onChange: (change: Partial<OwnerRow>) => void;
  children?: ReactNode;
};

/** The fields of one beneficial owner, or of the legal representative declared as one, in a fieldset. */
export function OwnerFields({
  row,
  index,
  title,
  representative = false,
  onChange,
  children,
}: OwnerFieldsProps) {
  const t = useText();
  const name = (field: string) => `beneficiaries.${index}.${field}`;
  // Each message names the field and the person; the core's own messages (a date in the future) show as they are.
  const error = (field: OwnerField) =>
    fieldErrorMessage(ownerErrorTexts(t, field, { representative, index }));
  return (
    <fieldset className="sc-shareholders__owner">
      <legend>
        <Heading level={2}>{title}</Heading>
      </legend>
      <TextField
        name={name('firstname')}
        label={t('shareholders.fields.firstname')}
        autoComplete="off"
        isRequired
        errorMessage={error('firstname')}
        value={row.firstname}
        onChange={(firstname) => onChange({ firstname })}
      />
      <TextField
        name={name('lastname')}
        label={t('shareholders.fields.lastname')}
        autoComplete="off"
        isRequired
        errorMessage={error('lastname')}
        value={row.lastname}
        onChange={(lastname) => onChange({ lastname })}
      />
      {representative && (
        <TextField
          name={name('function')}
          label={t('confirmation.fields.owner-function')}
          autoComplete="organization-title"
          isRequired
          errorMessage={error('function')}
          value={row.function}
          onChange={(value) => onChange({ function: value })}
        />
      )}
      <TextField
        name={name('birth_date')}
        label={t('shareholders.fields.birth-date')}
        type="date"
        isRequired
        errorMessage={error('birth_date')}
        value={row.birth_date}
        onChange={(birth_date) => onChange({ birth_date })}
      />
      <TextField
        name={name('nationality')}
        label={t('shareholders.fields.nationality')}
        description="FR, DE, IT, ES…"
        isRequired
        minLength={2}
        maxLength={2}
        pattern="[A-Za-z]{2}"
        errorMessage={error('nationality')}
        value={row.nationality}
        onChange={(nationality) => onChange({ nationality: nationality.toUpperCase() })}
      />
      <NumberField
        name={name('ownership_percentage')}
        label={t('shareholders.fields.share')}
        description={representative ? t('shareholders.representative.share-hint') : undefined}
        minValue={0}
        // Not capped at 25 for the representative: the core says why a larger share does not fit.
        maxValue={100}
        isRequired
        errorMessage={error('share')}
        value={row.share}
        onChange={(share) => onChange({ share })}
      />
      {children}
    </fieldset>
  );
}
