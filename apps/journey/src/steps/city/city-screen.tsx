import { ComboBox } from '@souscrire/ui/combo-box';
import { useText } from '../../app/use-text.ts';
import { useFormState } from '../../form/use-form-state.ts';
import { useSubscription } from '../step-context.ts';
import { StepForm } from '../step-form.tsx';
import { StepFrame } from '../step-frame.tsx';
import { useProspectSave } from '../use-prospect-save.ts';
import { type CityOption, cityOption, searchCities } from './search-cities.ts';

/**
 * The city screen: the visitor finds the company's city by name or postal code; its name, postal code
 * and INSEE code are saved on the prospect before Continue moves on.
 */
export function CityScreen() {
  const t = useText();
  const { prospect, clientFor, tenant, locale } = useSubscription();
  const client = clientFor(tenant);
  const country = locale.split('-')[1] ?? 'FR';
  const saved =
    prospect.city && prospect.postal_code && prospect.insee_code_city
      ? cityOption(prospect.city, prospect.postal_code, prospect.insee_code_city)
      : null;
  // The screen's one form state: the city chosen, and the text searched (the empty list names it).
  const form = useFormState<{ city: CityOption | null; query: string }>({ city: saved, query: '' });
  const { city, query } = form.values;
  const save = useProspectSave(form.setErrors);
  const onContinue = async () => {
    if (city) {
      return save({ city: city.name, postal_code: city.postalCode, insee_code_city: city.inseeCode });
    }
    form.setErrors({ city: t('errors.city.required') });
    return false;
  };

  return (
    <StepFrame step="city" withForm>
      <StepForm
        onContinue={onContinue}
        errorSummaryTitle={t('layout.error-summary.title')}
        validationErrors={form.errors}
      >
        <ComboBox<CityOption>
          name="city"
          label={t('city.search.label')}
          defaultItem={saved ?? undefined}
          onItemChange={(item) => {
            form.set('city', item);
            form.setErrors({});
          }}
          onSearch={(text, signal) => {
            form.set('query', text);
            return searchCities(client, text, country, signal);
          }}
          promptText={t('city.search.empty')}
          loadingText={t('ui.loading')}
          noResultsText={t('city.search.no-results', { query })}
          searchErrorText={t('errors.generic')}
        />
      </StepForm>
    </StepFrame>
  );
}
