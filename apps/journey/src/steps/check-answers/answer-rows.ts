import { formatMoney, type Locale, type MessageId } from '@souscrire/i18n';
import type { SummaryAction, SummaryRow } from '@souscrire/ui/summary-list';
import type { TextFormatter } from '../../app/use-text.ts';
import type { Prospect } from '../../core/journey-api.ts';
import type { AskedQuestion } from '../../form/question-types/question-type.ts';
import { answerSummary } from '../../form/question-types/registry.tsx';
import { CONFIRMATION_FIELDS } from '../confirmation/confirmation-fields.ts';
import { type Answers, askedCriterion, type Question } from '../criteria/criteria-api.ts';
import type { KillingAnswerValues } from '../killing/killing-questions.ts';
import type { Offer } from '../offer/offer-api.ts';
import { excessLabel, FORMULA_TITLES } from '../offer/offer-choice.ts';

/** One group of answers on the summary: its heading and its rows. */
export type AnswerSection = { readonly id: string; readonly title: MessageId; readonly rows: SummaryRow[] };

/** Where each answer is changed: the address of its screen (sub-step), with the return to the summary. */
export type ChangeLinks = {
  readonly activity: string;
  readonly city: string;
  readonly company: string;
  readonly criteria: (subStep: string) => string;
  readonly confirmation: (subStep: 'contact' | 'company') => string;
  readonly killing: string;
  readonly offer: string;
};

/** What the rows are written with: the texts and the locale of the page, and the Change links. */
export type RowContext = { readonly t: TextFormatter; readonly locale: Locale; readonly links: ChangeLinks };

/** A question step and its questions, in the order the visitor answered them. */
export type AnsweredStep = { readonly subStep: string; readonly questions: readonly Question[] };

const change = ({ t }: RowContext, href: string, label: string): SummaryAction => ({
  href,
  label: t('common.change'),
  hiddenLabel: label,
});

const given = (context: RowContext, value: string | null | undefined): string =>
  value?.trim() ? value : context.t('check-answers.not-given');

/** A row whose question is a message of the catalogues. */
function row(context: RowContext, id: string, term: MessageId, value: string, href: string): SummaryRow {
  const label = context.t(term);
  return { id, term: label, value, action: change(context, href, label) };
}

/**
 * The introduction (activity, city, company). The company shows its register number under its name
 * when it came from the register.
 *
 * @example
 * businessSection(context, prospect, 'Boulangerie et boulangerie-pâtisserie');
 */
export function businessSection(
  context: RowContext,
  prospect: Prospect,
  activityLabel: string | null,
): AnswerSection {
  const { t, links } = context;
  const place = prospect.city
    ? `${prospect.city}${prospect.postal_code ? ` (${prospect.postal_code})` : ''}`
    : null;
  const identifier = prospect.siret ?? prospect.company_identifier;
  const company = [
    given(context, prospect.name),
    ...(identifier
      ? [t('check-answers.company.id', { label: t('confirmation.fields.company-id'), id: identifier })]
      : []),
  ].join('\n');
  return {
    id: 'business',
    title: 'check-answers.section.business',
    rows: [
      row(context, 'activity', 'check-answers.row.activity', given(context, activityLabel), links.activity),
      row(context, 'city', 'check-answers.row.city', given(context, place), links.city),
      row(context, 'company', 'check-answers.row.company', company, links.company),
    ],
  };
}

/**
 * 'Your information' (criteria): every question of every question step, each changed on its own step.
 *
 * @example
 * criteriaSection(context, [{ subStep: 'size', questions }], { headcount: 3 });
 */
export function criteriaSection(
  context: RowContext,
  steps: readonly AnsweredStep[],
  answers: Answers,
): AnswerSection {
  return {
    id: 'criteria',
    title: 'criteria.title',
    rows: steps.flatMap(({ subStep, questions }) =>
      questions.map((question) => ({
        id: `criteria-${question.key}`,
        term: question.label,
        value: answerSummary(askedCriterion(question), answers[question.key], context),
        action: change(context, context.links.criteria(subStep), question.label),
      })),
    ),
  };
}

/**
 * The contact details (confirmation/{step}): the person's fields, then the company's name and its
 * address in one row, as it is written on an envelope.
 *
 * @example
 * contactSection(context, prospect).rows.map((row) => row.id); // ['email', 'phone', ..., 'address']
 */
export function contactSection(context: RowContext, prospect: Prospect): AnswerSection {
  const { links } = context;
  const person = CONFIRMATION_FIELDS.contact.map((field) =>
    row(
      context,
      field.name,
      field.label,
      given(context, prospect[field.name]),
      links.confirmation('contact'),
    ),
  );
  const town = [prospect.postal_code, prospect.city].filter(Boolean).join(' ');
  const address = [prospect.address, prospect.additional_address, town]
    .filter((line) => line?.trim())
    .join('\n');
  return {
    id: 'contact',
    title: 'confirmation.title',
    rows: [
      ...person,
      row(
        context,
        'company-name',
        'confirmation.fields.company-name',
        given(context, prospect.name),
        links.confirmation('company'),
      ),
      row(
        context,
        'address',
        'check-answers.row.address',
        given(context, address),
        links.confirmation('company'),
      ),
    ],
  };
}

/**
 * 'Your declarations': each question shown for the answers sent, with the answer's label.
 *
 * @example
 * declarationsSection(context, killingQuestions(form.questions, saved), saved);
 */
export function declarationsSection(
  context: RowContext,
  questions: readonly AskedQuestion[],
  answers: KillingAnswerValues,
): AnswerSection {
  return {
    id: 'declarations',
    title: 'killing.title',
    rows: questions.map((question) => ({
      id: `declaration-${question.key}`,
      term: question.label,
      value: answerSummary(question, answers[question.key], context),
      action: change(context, context.links.killing, question.label),
    })),
  };
}

/**
 * The offer chosen: formula, excess and options (changed on the offer), and the yearly price, which follows
 * from the answers and has no link of its own.
 *
 * @example
 * offerSection(context, offer).rows.map((row) => row.id); // ['formula', 'price']
 */
export function offerSection(context: RowContext, offer: Offer): AnswerSection {
  const { t, locale, links } = context;
  const selection = offer.selection;
  const excess = offer.excess_levels.find((level) => level.code === selection?.excess_level);
  const formula = selection
    ? [
        t(FORMULA_TITLES[selection.formula]),
        ...(excess ? [excessLabel(t, excess)] : []),
        t('offer.summary.options', { count: selection.options.length }),
      ].join(' · ')
    : t('offer.summary.no-formula');
  const price = offer.price
    ? t('check-answers.price', { price: formatMoney(offer.price.total.amount / 100, locale) })
    : t('check-answers.not-given');
  return {
    id: 'offer',
    title: 'offer.title',
    rows: [
      row(context, 'formula', 'check-answers.row.formula', formula, links.offer),
      { id: 'price', term: t('check-answers.row.price'), value: price },
    ],
  };
}
