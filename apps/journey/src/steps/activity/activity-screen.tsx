import { ComboBox } from '@souscrire/ui/combo-box';
import { useQuery } from '@tanstack/react-query';
import { useText } from '../../app/use-text.ts';
import { useFormState } from '../../form/use-form-state.ts';
import { useSubscription } from '../step-context.ts';
import { StepForm } from '../step-form.tsx';
import { StepFrame } from '../step-frame.tsx';
import { StepSkeleton } from '../step-skeleton.tsx';
import { useProspectSave } from '../use-prospect-save.ts';
import {
  type ActivityOption,
  savedActivityCode,
  savedActivityQuery,
  searchActivities,
} from './search-activities.ts';

/**
 * The activity screen: the visitor finds their activity by typing two characters or more; the
 * chosen NAF code is saved on the prospect (`activity_code` and `naf`) before Continue moves on.
 */
export function ActivityScreen() {
  const t = useText();
  const { prospect, clientFor, tenant, prospectId, locale } = useSubscription();
  const client = clientFor(tenant);
  const savedCode = savedActivityCode(prospect);
  // A returning visitor sees their activity's label: the search by code finds it.
  const saved = useQuery(savedActivityQuery(client, tenant, prospectId, savedCode, locale));
  // The screen's one form state: the activity code chosen (the saved one until the visitor chooses, even
  // before its label arrives), and the text searched (the empty list names it).
  const form = useFormState<{ code: string | null; query: string }>({ code: savedCode, query: '' });
  const { code, query } = form.values;
  const save = useProspectSave(form.setErrors);
  const onContinue = async () => {
    if (code) return save({ activity_code: code, naf: code });
    form.setErrors({ activity_code: t('errors.activity.required') });
    return false;
  };

  return (
    <StepFrame step="activity" withForm>
      {saved.isPending ? (
        <StepSkeleton label={t('ui.loading')} />
      ) : (
        <StepForm
          onContinue={onContinue}
          errorSummaryTitle={t('layout.error-summary.title')}
          validationErrors={form.errors}
        >
          <ComboBox<ActivityOption>
            name="activity_code"
            label={t('activity.search.label')}
            description={t('activity.search.hint')}
            defaultItem={saved.data ?? undefined}
            onItemChange={(item) => {
              form.set('code', item?.id ?? null);
              form.setErrors({});
            }}
            onSearch={(text, signal) => {
              form.set('query', text);
              return searchActivities(client, text, { signal });
            }}
            promptText={t('activity.search.empty')}
            loadingText={t('ui.loading')}
            noResultsText={t('activity.search.no-results', { query })}
            searchErrorText={t('errors.generic')}
          />
        </StepForm>
      )}
    </StepFrame>
  );
}
