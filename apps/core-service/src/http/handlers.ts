import type { Handler } from './handler.ts';
import {
  answerKillingForm,
  createProspect,
  createProspectWorkflow,
  getCriteria,
  getKillingForm,
  getProspect,
  getProspectWorkflow,
  getQuestionStep,
  getQuestionSteps,
  linkProspectProduct,
  listProspectProducts,
  updateCriteria,
  updateProspect,
  updateProspectWorkflow,
} from './prospect-handlers.ts';
import { listProducts, searchActivities, searchCities, searchCompanies } from './search-handlers.ts';

/**
 * The handlers by operation id of the contract (part 1 of issue 9: everything up to the offer). The app
 * routes exactly the contract's operations found here.
 */
export const handlers = {
  listProducts,
  searchActivities,
  searchCities,
  searchCompanies,
  createProspect,
  getProspect,
  updateProspect,
  listProspectProducts,
  linkProspectProduct,
  getProspectWorkflow,
  createProspectWorkflow,
  updateProspectWorkflow,
  getQuestionSteps,
  getQuestionStep,
  getKillingForm,
  answerKillingForm,
  getCriteria,
  updateCriteria,
} satisfies Record<string, Handler>;
