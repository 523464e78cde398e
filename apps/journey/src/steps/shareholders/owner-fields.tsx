import { Heading } from '@souscrire/ui/heading';
import type { ReactNode } from 'react';
import { useText } from '../../app/use-text.ts';
import type { AnswerValue, AskedQuestion } from '../../form/question-types/question-type.ts';
import { QuestionField } from '../../form/question-types/registry.tsx';
import { type OwnerField, ownerErrorTexts } from './owner-error-texts.ts';
import type { Beneficiary } from './shareholders-api.ts';

/** One person of the form being typed (the share stays NaN until a number is typed). */
export type OwnerRow = {
  key: number;
  firstname: string;
  lastname: string;
  /** ISO 8601, empty until a whole date is typed. */
  birth_date: string;
  /** Upper-case ISO 3166-1 code, empty until a country is chosen. */
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
    nationality: owner?.nationality?.toUpperCase() ?? '',
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
    nationality: row.nationality,
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

/** A person's fields as the question-type registry asks them; each saves to its `Beneficiary` field. */
type OwnerQuestion = AskedQuestion & { readonly key: OwnerField; readonly saved: keyof Beneficiary };

/**
 * The fields of one beneficial owner, or of the legal representative declared as one, in a fieldset: names,
 * the representative's function, the date of birth typed in the page's locale, the nationality chosen by its
 * name in the page's language, and the share of capital.
 */
export function OwnerFields({
  row,
  index,
  title,
  representative = false,
  onChange,
  children,
}: OwnerFieldsProps) {
  const t = useText();
  const ask = (question: Omit<OwnerQuestion, 'required' | 'options'>): OwnerQuestion => ({
    ...question,
    required: true,
    options: [],
  });
  const questions: OwnerQuestion[] = [
    ask({
      saved: 'firstname',
      key: 'firstname',
      kind: 'text',
      autoComplete: 'off',
      label: t('shareholders.fields.firstname'),
    }),
    ask({
      saved: 'lastname',
      key: 'lastname',
      kind: 'text',
      autoComplete: 'off',
      label: t('shareholders.fields.lastname'),
    }),
    ...(representative
      ? [
          ask({
            saved: 'function',
            key: 'function',
            kind: 'text',
            autoComplete: 'organization-title',
            label: t('confirmation.fields.owner-function'),
          }),
        ]
      : []),
    ask({ saved: 'birth_date', key: 'birth_date', kind: 'date', label: t('shareholders.fields.birth-date') }),
    ask({
      saved: 'nationality',
      key: 'nationality',
      kind: 'country',
      label: t('shareholders.fields.nationality'),
    }),
    ask({
      saved: 'ownership_percentage',
      key: 'share',
      kind: 'number',
      label: t('shareholders.fields.share'),
      help: representative ? t('shareholders.representative.share-hint') : undefined,
      minimum: 0,
      // Not capped at 25 for the representative: the core says why a larger share does not fit.
      maximum: 100,
    }),
  ];
  // A field's value in the row: the share is a number (NaN while empty), the others text ('' while empty).
  const change = (question: OwnerQuestion, value: AnswerValue) =>
    onChange(
      question.key === 'share'
        ? { share: typeof value === 'number' ? value : Number.NaN }
        : { [question.key]: typeof value === 'string' ? value : '' },
    );
  return (
    <fieldset className="sc-shareholders__owner">
      <legend>
        <Heading level={2}>{title}</Heading>
      </legend>
      {questions.map((question) => (
        <QuestionField
          key={question.key}
          // Named as the core names its errors; each message names the field and the person.
          name={`beneficiaries.${index}.${question.saved}`}
          question={question}
          value={row[question.key]}
          onChange={(value) => change(question, value)}
          errors={ownerErrorTexts(t, question.key, { representative, index })}
        />
      ))}
      {children}
    </fieldset>
  );
}
