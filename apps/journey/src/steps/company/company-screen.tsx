import { Button } from '@souscrire/ui/button';
import { ComboBox } from '@souscrire/ui/combo-box';
import { Form } from '@souscrire/ui/form';
import { TextField } from '@souscrire/ui/text-field';
import { useState } from 'react';
import { useText } from '../../app/use-text.ts';
import { StepFrame } from '../step-frame.tsx';
import { useFormContinue } from '../use-form-continue.ts';
import { useProspectSave } from '../use-prospect-save.ts';
import { useSubscription } from '../use-subscription.ts';
import { useWorkflowMoves } from '../use-workflow-moves.ts';
import { COMPANY_MESSAGES as M } from './company-messages.ts';
import { type Company, type CompanyOption, searchCompanies } from './search-companies.ts';
import './company-screen.css';
import { useShowFailure } from '../../app/use-show-failure.ts';

/**
 * The company screen (spec 2): the visitor finds the company by name or company ID (SIREN/SIRET); the register's
 * data fills the fields, saying where it came from (UX). Without a company ID, the name is typed; 'Continue
 * without' moves on with no company. The company is saved on the prospect before Continue moves on.
 */
export function CompanyScreen() {
  const t = useText();
  const showFailure = useShowFailure();
  const { prospect, clientFor, tenant } = useSubscription();
  const client = clientFor(tenant);
  const moves = useWorkflowMoves('company', null);
  const fromRegister = Boolean(prospect.company_identifier);
  const [company, setCompany] = useState<Company | null>(null);
  const [manual, setManual] = useState(!fromRegister && Boolean(prospect.name));
  const [prefilled, setPrefilled] = useState(fromRegister);
  const [name, setName] = useState(prospect.name ?? '');
  const [address, setAddress] = useState(prospect.address ?? '');
  const [search, setSearch] = useState<{ query: string; unknownId: boolean }>({
    query: '',
    unknownId: false,
  });
  const { save, errors, setErrors } = useProspectSave();
  const hasCompany = prefilled || manual;

  const { formId, onContinue, onSubmit } = useFormContinue(async () => {
    if (!hasCompany) {
      setErrors({ company: t(M.required) });
      return false;
    }
    if (company) {
      return save({
        company_identifier: company.identifier,
        siret: company.identifier,
        name,
        address,
        postal_code: company.postal_code,
        city: company.city,
        insee_code_city: company.insee_code_city,
        naf: company.naf,
        company_creation_date: company.creation_date,
      });
    }
    return save(manual ? { company_identifier: null, siret: null, name, address } : { name, address });
  });

  const choose = (option: CompanyOption | null) => {
    setErrors({});
    if (option?.company === null) return;
    if (!option) {
      setCompany(null);
      setPrefilled(false);
      return;
    }
    setCompany(option.company);
    setManual(false);
    setPrefilled(true);
    setName(option.company.name);
    setAddress(option.company.address ?? '');
  };

  const continueWithout = () => moves.go('forward').catch(showFailure);

  return (
    <StepFrame step="company" onContinue={onContinue}>
      <Form
        id={formId}
        onSubmit={onSubmit}
        errorSummaryTitle={t(M.errorSummaryTitle)}
        validationErrors={errors}
      >
        {!manual && (
          <ComboBox<CompanyOption>
            name="company"
            label={t(M.label)}
            description={t(M.hint)}
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
              const found = await searchCompanies(client, text, signal);
              setSearch({ query: text, unknownId: found.kind === 'unknownId' });
              return found.kind === 'found' ? found.companies.map((item) => companyOption(item, t)) : [];
            }}
            promptText={t(M.prompt)}
            loadingText={t(M.searching)}
            noResultsText={search.unknownId ? t(M.notFound) : t(M.noResults, { query: search.query })}
            searchErrorText={t(M.searchFailed)}
          />
        )}
        {!hasCompany && (
          <div className="sc-company__alternatives">
            <Button
              variant="tertiary"
              onPress={() => {
                setErrors({});
                setManual(true);
              }}
            >
              {t(M.noCompanyId)}
            </Button>
            {moves.forward && (
              <Button
                variant="tertiary"
                isPending={moves.pending === 'forward'}
                pendingLabel={t(M.searching)}
                onPress={() => void continueWithout()}
              >
                {t(M.continueWithout)}
              </Button>
            )}
          </div>
        )}
        {prefilled && !manual && (
          <p className="sc-company__source">
            {t(M.prefilledSource)} {t(M.prefilledCorrect)}
          </p>
        )}
        {hasCompany && (
          <>
            <TextField
              name="name"
              label={t(M.name)}
              isRequired
              value={name}
              onChange={setName}
              autoComplete="organization"
              errorMessage={(validation) =>
                validation.validationDetails.valueMissing
                  ? t(M.required)
                  : validation.validationErrors.join(' ')
              }
            />
            <TextField
              name="address"
              label={t(M.address)}
              value={address}
              onChange={setAddress}
              autoComplete="street-address"
            />
          </>
        )}
      </Form>
    </StepFrame>
  );
}

/** A register company as a result: its name, then 'Company ID: …', its address and 'Activity: …'. */
function companyOption(company: Company, t: ReturnType<typeof useText>): CompanyOption {
  const place = [company.address, [company.postal_code, company.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const description = [
    t(M.resultId, { id: company.siren }),
    place,
    company.naf ? t(M.resultActivity, { activity: company.naf }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return { id: company.identifier, label: company.name, description, company };
}
