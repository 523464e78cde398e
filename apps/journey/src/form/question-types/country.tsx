import { countryNames, countryOptions, parseLocale } from '@souscrire/i18n';
import { useIntl } from '@souscrire/i18n/react';
import { fieldErrorMessage } from '@souscrire/ui/form';
import { Select } from '@souscrire/ui/select';
import { useMemo } from 'react';
import { useText } from '../../app/use-text.ts';
import { choiceErrors, type QuestionFieldProps, type QuestionType } from './question-type.ts';

/** The page's language, for the countries' names (French when the locale reads as none). */
const languageOf = (locale: string) => parseLocale(locale)?.language ?? 'fr';

function CountryQuestion({ question, name, label, value, onChange, errors }: QuestionFieldProps) {
  const t = useText();
  const language = languageOf(useIntl().locale);
  // Every country named and sorted in the page's language; the field keeps its upper-case ISO code.
  const items = useMemo(
    () =>
      countryOptions(language).map((country) => ({ id: country.code.toUpperCase(), label: country.name })),
    [language],
  );
  return (
    <Select
      name={name}
      label={label}
      description={question.help}
      placeholder={t('ui.choose-country')}
      emptyText={t('ui.choose-country')}
      isRequired={question.required}
      errorMessage={fieldErrorMessage(errors)}
      items={items}
      value={typeof value === 'string' && value !== '' ? value.toUpperCase() : null}
      onChange={(key) => onChange(key === null ? undefined : String(key))}
    />
  );
}

/** A country chosen by its name in the page's language; saved as its upper-case ISO 3166-1 code. */
export const countryType: QuestionType = {
  Field: CountryQuestion,
  parse: (saved) =>
    typeof saved === 'string' && /^[A-Za-z]{2}$/.test(saved) ? saved.toUpperCase() : undefined,
  validate: choiceErrors,
  summary: (_question, value, { locale }) => {
    const code = String(value).toLowerCase();
    const names: Readonly<Record<string, string>> = countryNames(languageOf(locale));
    return names[code] ?? String(value);
  },
};
