import { isCountry } from '@souscrire/i18n';
import { Button } from '@souscrire/ui/button';
import { ComboBox } from '@souscrire/ui/combo-box';
import { fieldErrorMessage } from '@souscrire/ui/form';
import { TextField } from '@souscrire/ui/text-field';
import { useText } from '../../app/use-text.ts';
import { type FieldErrors, useFields } from '../../form/use-form-state.ts';
import { useMoves, useSubscription } from '../step-context.ts';
import { StepForm } from '../step-form.tsx';
import { StepFrame } from '../step-frame.tsx';
import { useProspectSave } from '../use-prospect-save.ts';
import { RegisterDifferences } from './register-differences.tsx';
import {
  type Company,
  type CompanyOption,
  type CompanySearch,
  companyPlace,
  registerId,
  searchCompanies,
} from './search-companies.ts';
import './company-screen.css';
import { useShowFailure } from '../../app/use-show-failure.ts';

/** The company screen's form state. */
type CompanyFields = {
  /** The register company chosen, if any. */
  company: Company | null;
  /** Typed by hand (the register does not know it). */
  manual: boolean;
  /** Typed by hand with its company ID. */
  withId: boolean;
  companyId: string;
  /** The fields hold the register's data. */
  prefilled: boolean;
  name: string;
  address: string;
  /** The last search and what it found, for the list's empty text. */
  search: { query: string; kind: CompanySearch['kind'] };
  /** Where the register differs: keep the town, the activity, the visitor chose before. */
  keepCity: boolean;
  keepActivity: boolean;
  /** The errors on the fields: the server's, or the screen's own (no company). */
  errors: FieldErrors;
};

/**
 * The company screen: the visitor finds the company by name or by the country's company ID (SIREN or
 * SIRET, Handelsregister number, partita IVA, NIF); the register's data fills the fields, saying where it came
 * from (UX). When the register's town or activity differs from what the visitor chose, the screen says what
 * differs and asks which to keep (answers kept as given; their choice by default). A company the
 * register does not know is typed by hand: name, address and its company ID, which the core checks by the
 * country's rule (a broken one comes back as an error on the field). Without a company ID, the name
 * is typed; 'Continue without' moves on with no company. The company is saved on the prospect before Continue
 * moves on.
 */
export function CompanyScreen() {
  const t = useText();
  const showFailure = useShowFailure();
  const { prospect, clientFor, tenant, locale } = useSubscription();
  const client = clientFor(tenant);
  const localeCountry = locale.split('-')[1];
  const country = isCountry(localeCountry) ? localeCountry : 'FR';
  const moves = useMoves();
  // A register company comes with its creation date; a company typed by hand has none.
  const fromRegister = Boolean(prospect.company_identifier && prospect.company_creation_date);
  const typedId = fromRegister ? '' : (prospect.company_identifier ?? '');
  // The screen's one form state: the register company chosen, or the fields typed by hand, and the choices
  // between the register's data and what the visitor chose before.
  const [fields, patch] = useFields<CompanyFields>(() => ({
    company: null,
    manual: !fromRegister && Boolean(prospect.name),
    withId: typedId !== '',
    companyId: typedId,
    prefilled: fromRegister,
    name: prospect.name ?? '',
    address: prospect.address ?? '',
    search: { query: '', kind: 'found' },
    keepCity: true,
    keepActivity: true,
    errors: {},
  }));
  const { company, manual, withId, companyId, prefilled, name, address, search, keepCity, keepActivity } =
    fields;
  const chosenCity =
    prospect.city && prospect.postal_code ? `${prospect.city} (${prospect.postal_code})` : null;
  const cityDiffers =
    company !== null &&
    chosenCity !== null &&
    (company.postal_code !== prospect.postal_code || company.city !== prospect.city);
  const chosenActivity = prospect.activity_code ?? null;
  const activityDiffers = company?.naf != null && chosenActivity !== null && company.naf !== chosenActivity;
  const save = useProspectSave((errors) => patch({ errors }));
  const hasCompany = prefilled || manual;

  const onContinue = async () => {
    if (!hasCompany) {
      patch({ errors: { company: t('errors.company.required') } });
      return false;
    }
    if (company) {
      const place =
        cityDiffers && keepCity
          ? {}
          : {
              postal_code: company.postal_code,
              city: company.city,
              insee_code_city: company.insee_code_city,
            };
      const activity = activityDiffers && !keepActivity ? { activity_code: company.naf } : {};
      return save({
        company_identifier: company.identifier,
        siret: company.identifier,
        name,
        address,
        ...place,
        naf: company.naf,
        ...activity,
        company_creation_date: company.creation_date,
      });
    }
    if (!manual) return save({ name, address });
    // Typed by hand: the core checks the ID and keeps it in its register's form; nothing of a register
    // company chosen before stays.
    const id = withId ? companyId.trim() || null : null;
    return save({ company_identifier: id, siret: id, name, address, naf: null, company_creation_date: null });
  };

  const openManual = (typed: boolean) => {
    // The ID the search did not find is the one to type.
    patch({
      errors: {},
      manual: true,
      withId: typed,
      ...(typed && search.kind === 'unknownId' ? { companyId: search.query.trim() } : {}),
    });
  };

  const choose = (option: CompanyOption | null) => {
    if (option?.company === null) {
      patch({ errors: {} });
      return;
    }
    if (!option) {
      patch({ errors: {}, company: null, prefilled: false });
      return;
    }
    // The register's street belongs to the register's town: kept only with it.
    const otherTown =
      chosenCity !== null &&
      (option.company.postal_code !== prospect.postal_code || option.company.city !== prospect.city);
    patch({
      errors: {},
      company: option.company,
      manual: false,
      prefilled: true,
      name: option.company.name,
      keepCity: true,
      keepActivity: true,
      address: otherTown ? '' : (option.company.address ?? ''),
    });
  };

  const chooseCity = (keep: boolean) => {
    patch({ keepCity: keep, address: keep ? '' : (company?.address ?? '') });
  };

  const continueWithout = () => moves.go('forward').catch(showFailure);

  return (
    <StepFrame step="company" withForm>
      <StepForm
        onContinue={onContinue}
        errorSummaryTitle={t('layout.error-summary.title')}
        validationErrors={fields.errors}
      >
        {!manual && (
          <ComboBox<CompanyOption>
            name="company"
            label={t('company.search.label')}
            description={t('company.search.hint')}
            defaultItem={
              fromRegister && prospect.company_identifier
                ? {
                    id: prospect.company_identifier,
                    label: prospect.name ?? '',
                    description: '',
                    company: null,
                  }
                : undefined
            }
            onItemChange={choose}
            onSearch={async (text, signal) => {
              const found = await searchCompanies(client, text, country, signal);
              patch({ search: { query: text, kind: found.kind } });
              return found.kind === 'found' ? found.companies.map((item) => companyOption(item, t)) : [];
            }}
            promptText={t('company.search.empty')}
            loadingText={t('ui.loading')}
            noResultsText={
              search.kind === 'unknownId'
                ? t('company.search.not-found')
                : search.kind === 'invalidId'
                  ? t('company.search.invalid')
                  : t('company.search.no-results', { query: search.query })
            }
            searchErrorText={t('errors.generic')}
          />
        )}
        {!hasCompany && (
          <div className="sc-company__alternatives">
            <Button variant="tertiary" onPress={() => openManual(true)}>
              {t('company.manual.open')}
            </Button>
            <Button variant="tertiary" onPress={() => openManual(false)}>
              {t('company.no-company-id')}
            </Button>
            {moves.forward && (
              <Button
                variant="tertiary"
                isPending={moves.pending === 'forward'}
                pendingLabel={t('ui.loading')}
                onPress={() => void continueWithout()}
              >
                {t('company.continue-without')}
              </Button>
            )}
          </div>
        )}
        {prefilled && !manual && (
          <p className="sc-company__source">
            {t('company.prefilled.source')} {t('company.prefilled.correct')}
          </p>
        )}
        {company && (cityDiffers || activityDiffers) && (
          <RegisterDifferences
            company={company}
            chosenCity={cityDiffers ? chosenCity : null}
            chosenActivity={activityDiffers ? chosenActivity : null}
            keepCity={keepCity}
            onKeepCity={chooseCity}
            keepActivity={keepActivity}
            onKeepActivity={(keep) => patch({ keepActivity: keep })}
          />
        )}
        {hasCompany && (
          <>
            <TextField
              name="name"
              label={t('confirmation.fields.company-name')}
              isRequired
              value={name}
              onChange={(typed) => patch({ name: typed })}
              autoComplete="organization"
              errorMessage={fieldErrorMessage({ missing: t('errors.company.name-required') })}
            />
            {manual && withId && (
              <TextField
                name="company_identifier"
                label={t('company.manual.id.label', { country })}
                description={t('company.manual.id.hint', { country })}
                isRequired
                maxLength={60}
                autoComplete="off"
                value={companyId}
                onChange={(typed) => patch({ companyId: typed })}
                errorMessage={fieldErrorMessage({ missing: t('errors.company.id-required', { country }) })}
              />
            )}
            <TextField
              name="address"
              label={t('confirmation.fields.address')}
              value={address}
              onChange={(typed) => patch({ address: typed })}
              autoComplete="street-address"
            />
          </>
        )}
      </StepForm>
    </StepFrame>
  );
}

/** A register company as a result: its name, then 'Company ID: …', its address and 'Activity: …'. */
function companyOption(company: Company, t: ReturnType<typeof useText>): CompanyOption {
  const description = [
    t('company.result.id', { id: registerId(company) }),
    companyPlace(company),
    company.naf ? t('company.result.activity', { activity: company.naf }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return { id: company.identifier, label: company.name, description, company };
}
