import { RadioGroup } from '@souscrire/ui/radio-group';
import { useQuery } from '@tanstack/react-query';
import { useText } from '../../app/use-text.ts';
import { journeyKeys, keptWhileSwitching } from '../../core/query-keys.ts';
import { activityByCode } from '../activity/search-activities.ts';
import { useSubscription } from '../step-context.ts';
import { type Company, companyPlace } from './search-companies.ts';

/** The label of an activity code in the page's language ('Boulangerie et boulangerie-pâtisserie (10.71C)'). */
function useActivityLabel(code: string | null) {
  const { clientFor, tenant, locale } = useSubscription();
  const queryKey = journeyKeys.inLanguage(journeyKeys.activityLabel(tenant, code), locale);
  const label = useQuery({
    queryKey,
    queryFn: async () => (await activityByCode(clientFor(tenant), code, locale))?.label ?? null,
    placeholderData: keptWhileSwitching<string | null>(queryKey),
    enabled: code !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return code === null ? '' : label.data ? `${label.data} (${code})` : code;
}

type RegisterDifferencesProps = {
  company: Company;
  /** The town the visitor chose ('Paris (75011)') when the register's differs; null when they agree. */
  chosenCity: string | null;
  /** The activity code the visitor chose when the register's differs; null when they agree. */
  chosenActivity: string | null;
  keepCity: boolean;
  onKeepCity: (keep: boolean) => void;
  keepActivity: boolean;
  onKeepActivity: (keep: boolean) => void;
};

/**
 * What differs between the visitor's answers and the register's company (answers kept as given):
 * the town and the activity, each a question whose default keeps the visitor's choice.
 */
export function RegisterDifferences({
  company,
  chosenCity,
  chosenActivity,
  keepCity,
  onKeepCity,
  keepActivity,
  onKeepActivity,
}: RegisterDifferencesProps) {
  const t = useText();
  const chosenActivityLabel = useActivityLabel(chosenActivity);
  const registerActivityLabel = useActivityLabel(chosenActivity === null ? null : (company.naf ?? null));
  const registerAddress = companyPlace(company);
  return (
    <>
      {chosenCity !== null && (
        <RadioGroup
          name="company_city"
          label={t('company.differs.city.label')}
          description={t('company.differs.city.description', {
            company: company.name,
            registerCity: `${company.city ?? ''} (${company.postal_code ?? ''})`,
            chosenCity,
          })}
          value={keepCity ? 'keep' : 'register'}
          onChange={(value) => onKeepCity(value === 'keep')}
          options={[
            { value: 'keep', label: t('company.differs.city.keep', { chosenCity }) },
            { value: 'register', label: t('company.differs.city.register', { registerAddress }) },
          ]}
        />
      )}
      {chosenActivity !== null && (
        <RadioGroup
          name="company_activity"
          label={t('company.differs.activity.label')}
          description={t('company.differs.activity.description', {
            registerActivity: registerActivityLabel,
            chosenActivity: chosenActivityLabel,
          })}
          value={keepActivity ? 'keep' : 'register'}
          onChange={(value) => onKeepActivity(value === 'keep')}
          options={[
            {
              value: 'keep',
              label: t('company.differs.activity.keep', { chosenActivity: chosenActivityLabel }),
            },
            {
              value: 'register',
              label: t('company.differs.activity.register', { registerActivity: registerActivityLabel }),
            },
          ]}
        />
      )}
    </>
  );
}
