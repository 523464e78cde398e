import { useText } from '../../app/use-text.ts';
import { choiceType } from './choice.tsx';
import { countryType } from './country.tsx';
import { dateType } from './date.tsx';
import { listType } from './list.tsx';
import { numberType, unitOf } from './number.tsx';
import type {
  AnswerValue,
  AskedQuestion,
  QuestionKind,
  QuestionType,
  SummaryContext,
} from './question-type.ts';
import { emailType, phoneType, textType } from './text.tsx';
import { yesNoType } from './yes-no.tsx';

/** Every kind of question the journey asks, by kind: the one place a field is drawn, read and summarised. */
export const QUESTION_TYPES: Readonly<Record<QuestionKind, QuestionType>> = {
  text: textType,
  email: emailType,
  phone: phoneType,
  integer: numberType,
  number: numberType,
  date: dateType,
  choice: choiceType,
  'yes-no': yesNoType,
  list: listType,
  country: countryType,
};

/** Props of {@link QuestionField}. */
export type QuestionFieldOf = {
  readonly question: AskedQuestion;
  readonly value: AnswerValue;
  readonly onChange: (value: AnswerValue) => void;
  /** The form field's name when a screen nests its questions (`beneficiaries.0.nationality`). */
  readonly name?: string | undefined;
  /** What the field's errors say instead of the kind's own (naming whose field it is). */
  readonly errors?: ReturnType<QuestionType['validate']> | undefined;
};

/**
 * One question drawn by its kind's field, labelled with its unit and, when it may be left empty, its optional
 * mark; its errors name it.
 *
 * @example
 * <QuestionField question={question} value={values[question.key]} onChange={(v) => set(question.key, v)} />
 */
export function QuestionField({ question, value, onChange, name, errors }: QuestionFieldOf) {
  const t = useText();
  const type = QUESTION_TYPES[question.kind];
  const unit = unitOf(question.unit);
  // The unit is in the label (a m² or a % is not in the typed number).
  const named = unit
    ? t('criteria.label-with-unit', { label: question.label, unit: unit.symbol })
    : question.label;
  return (
    <type.Field
      question={question}
      name={name ?? question.key}
      label={question.required ? named : `${named} ${t('ui.optional')}`}
      value={value}
      onChange={onChange}
      errors={errors ?? type.validate(question, t)}
    />
  );
}

/** Whether an answer was given: not empty, not an empty list. */
export const isAnswered = (value: AnswerValue): value is NonNullable<AnswerValue> =>
  value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * A saved answer as the visitor would say it on the summary, by its question's kind; 'Not given' when empty.
 *
 * @example
 * answerSummary({ key: 'revenue', kind: 'integer', unit: 'EUR', ... }, 250000, context); // '€250,000.00'
 */
export function answerSummary(question: AskedQuestion, saved: unknown, context: SummaryContext): string {
  const type = QUESTION_TYPES[question.kind];
  const value = type.parse(saved);
  return isAnswered(value) ? type.summary(question, value, context) : context.t('check-answers.not-given');
}

/** Saved answers (as the core keeps them) as the fields' values, each read by its question's kind. */
export function parsedAnswers(
  questions: readonly AskedQuestion[],
  saved: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, AnswerValue> {
  return Object.fromEntries(
    questions.map((question) => [question.key, QUESTION_TYPES[question.kind].parse(saved?.[question.key])]),
  );
}
