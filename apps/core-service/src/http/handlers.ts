import { requestClientContractCancellation } from '../cancellations/cancellation-handlers.ts';
import {
  createClientContractCertificate,
  downloadClientContractProofOfSale,
  verifyCertificate,
} from '../certificates/certificate-handlers.ts';
import {
  changeClientContractIban,
  confirmClientEmail,
  listClientChanges,
  updateClientContact,
} from '../self-service/self-service-handlers.ts';
import { listClientContractAnswers } from './answer-handlers.ts';
import {
  authenticateClient,
  convertXsell,
  createContracts,
  finalizeProspect,
  getSanctionBeneficiaries,
  getSanctionCheck,
  updateSanctionBeneficiaries,
} from './client-handlers.ts';
import {
  createClientHandOff,
  downloadClientContractDocument,
  exchangeClientHandOff,
  exportClientData,
  getCurrentClient,
  listClientContractDocuments,
  listClientContracts,
  logOutClient,
  requestClientAccountDeletion,
} from './client-space-handlers.ts';
import { requestCustomOffer } from './custom-offer-handlers.ts';
import {
  downloadDocument,
  downloadDocumentsZip,
  listDocuments,
  validateProspect,
} from './document-handlers.ts';
import { answerKillingForm, getKillingForm } from './eligibility-handlers.ts';
import type { Handler, OperationId } from './handler.ts';
import { getOffer, updateOffer } from './offer-handlers.ts';
import { sendOfferByEmail, sendSubscriptionLink, trackEvent } from './outbox-handlers.ts';
import {
  authenticateWithPasskey,
  deleteClientPasskey,
  listClientPasskeys,
  registerPasskey,
  startPasskeyAuthentication,
  startPasskeyRegistration,
} from './passkey-handlers.ts';
import { changeClientPassword, requestPasswordReset, setClientPassword } from './password-handlers.ts';
import { confirmPayment, getPaymentOptions, startPayment } from './payment-handlers.ts';
import { linkProspectProduct, listProspectProducts } from './product-link-handlers.ts';
import { createProspect, getProspect, getProspectWorkflow, updateProspect } from './prospect-handlers.ts';
import { getCriteria, getQuestionStep, getQuestionSteps, updateCriteria } from './question-handlers.ts';
import { listProducts, searchActivities, searchCities, searchCompanies } from './search-handlers.ts';
import { sendSignatureCode, startSignature, verifySignatureCode } from './signature-handlers.ts';
import { createProspectWorkflow, updateProspectWorkflow } from './workflow-handlers.ts';

/**
 * The handlers by operation id of the contract. The app
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
  getOffer,
  updateOffer,
  listDocuments,
  downloadDocument,
  downloadDocumentsZip,
  validateProspect,
  authenticateClient,
  createContracts,
  finalizeProspect,
  getSanctionBeneficiaries,
  updateSanctionBeneficiaries,
  getSanctionCheck,
  convertXsell,
  logOutClient,
  createClientHandOff,
  exchangeClientHandOff,
  createClientContractCertificate,
  downloadClientContractProofOfSale,
  requestClientContractCancellation,
  changeClientContractIban,
  updateClientContact,
  confirmClientEmail,
  listClientChanges,
  verifyCertificate,
  requestPasswordReset,
  setClientPassword,
  changeClientPassword,
  startPasskeyAuthentication,
  authenticateWithPasskey,
  listClientPasskeys,
  startPasskeyRegistration,
  registerPasskey,
  deleteClientPasskey,
  exportClientData,
  requestClientAccountDeletion,
  getCurrentClient,
  listClientContracts,
  listClientContractDocuments,
  listClientContractAnswers,
  downloadClientContractDocument,
  startSignature,
  sendSignatureCode,
  verifySignatureCode,
  getPaymentOptions,
  startPayment,
  confirmPayment,
  sendOfferByEmail,
  sendSubscriptionLink,
  requestCustomOffer,
  trackEvent,
} satisfies { [Id in OperationId]?: Handler<Id> };

/**
 * The handler of an operation, in the form the app calls every handler with (app.ts). The one place where a
 * handler's typed input meets the untyped request: sound because the app validates each request against the
 * contract's operation (request-validator.ts) before calling its handler, and the types are generated from
 * that same document.
 */
export function handlerOf(operationId: string): Handler | undefined {
  return (handlers as unknown as Partial<Record<string, Handler>>)[operationId];
}
