import type { Locale } from '@souscrire/i18n';
import type { FieldErrorTexts } from '@souscrire/ui/form';
import type { ReactNode } from 'react';
import type { TextFormatter } from '../../app/use-text.ts';

/** The kinds of question the journey asks; each is one file of this folder. */
export type QuestionKind =
  | 'text'
  | 'email'
  | 'phone'
  | 'integer'
  | 'number'
  | 'date'
  | 'choice'
  | 'yes-no'
  | 'list'
  | 'country';

/** An answer as a field holds it: typed text, a number, yes/no, an ISO date or code, several choices. */
export type AnswerValue = string | number | boolean | readonly string[] | undefined;

/** One choice of a choice or list question. */
export type QuestionOption = { readonly value: string; readonly label: string };

/**
 * One question, whatever asks it (the criteria's definitions, the eligibility form's JSON Schema, a screen's
 * own fields): its key, the name the visitor reads, and what its kind needs.
 */
export type AskedQuestion = {
  readonly key: string;
  readonly label: string;
  readonly kind: QuestionKind;
  readonly required: boolean;
  readonly help?: string | undefined;
  readonly options: readonly QuestionOption[];
  readonly minimum?: number | undefined;
  readonly maximum?: number | undefined;
  /** A number's unit as the core names it ('EUR', 'm2', '%'). */
  readonly unit?: string | undefined;
  /** The browser's autofill hint of a typed field ('off' where it would offer the visitor's own details). */
  readonly autoComplete?: string | undefined;
  /** A typed answer's own rule beyond its kind's (a mobile number by the country's plan): its error, or null. */
  readonly validate?: ((value: string) => string | null) | undefined;
};

/** What a question type's field receives: the question, its field name, its value and how to change it. */
export type QuestionFieldProps = {
  readonly question: AskedQuestion;
  /** The form field's name (the server's error key): the question's key unless a screen nests it. */
  readonly name: string;
  /** The visible label: the question's name with its unit and its optional mark. */
  readonly label: string;
  readonly value: AnswerValue;
  readonly onChange: (value: AnswerValue) => void;
  /** What the field says when empty or wrong, naming the field (and whose it is). */
  readonly errors: FieldErrorTexts;
};

/** The texts and the locale an answer is written in. */
export type SummaryContext = { readonly t: TextFormatter; readonly locale: Locale };

/**
 * One kind of question: how it is drawn, how a saved answer is read, what its errors say and how its answer
 * reads on the summary.
 */
export type QuestionType = {
  /** The kit field of the kind, controlled by the screen's form state. */
  readonly Field: (props: QuestionFieldProps) => ReactNode;
  /** A saved answer (as the core keeps it) as this kind's value; undefined when it is none. */
  readonly parse: (saved: unknown) => AnswerValue;
  /** What the field says when empty, and when what was given does not fit, naming the question. */
  readonly validate: (question: AskedQuestion, t: TextFormatter) => FieldErrorTexts;
  /** A given answer as the visitor would say it (an empty answer never reaches it). */
  readonly summary: (
    question: AskedQuestion,
    value: NonNullable<AnswerValue>,
    context: SummaryContext,
  ) => string;
};

/** An option's label, else the value as sent. */
export const optionLabel = (question: AskedQuestion, value: string): string =>
  question.options.find((option) => option.value === value)?.label ?? value;

/** A saved text answer, or none. */
export const parseText = (saved: unknown): AnswerValue =>
  typeof saved === 'string' && saved !== '' ? saved : undefined;

/** 'Enter {field}': what a typed field says when empty. */
export const typedErrors = (question: AskedQuestion, t: TextFormatter): FieldErrorTexts => ({
  missing: t('errors.required-named', { field: question.label }),
});

/** 'Answer {field}': what a chosen field says when empty. */
export const choiceErrors = (question: AskedQuestion, t: TextFormatter): FieldErrorTexts => ({
  missing: t('errors.answer-named', { field: question.label }),
});
