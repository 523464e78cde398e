export type { CoreApiErrorCode } from './core-api-error.ts';
export { CoreApiError } from './core-api-error.ts';
export type { CoreApiClient, CoreApiClientOptions, CoreApiFailure } from './create-core-api-client.ts';
export { CLIENT_SESSION_HEADER, createCoreApiClient } from './create-core-api-client.ts';
export type {
  ListPage,
  ListParams,
  Resource,
  ResourceCallOptions,
  ResourceOptions,
  ResourceResult,
} from './create-resource.ts';
export { createResource } from './create-resource.ts';
export type { CustomerAreaUrlOptions } from './customer-area-url.ts';
export { customerAreaUrl, followPageHost } from './customer-area-url.ts';
export type { components, operations, paths, webhooks } from './generated/core-api.ts';
export { isAbortedError } from './is-aborted-error.ts';
export type { NormalizedError } from './normalize-error.ts';
export { normalizeError } from './normalize-error.ts';
export type {
  CoreApiConfigResolver,
  CoreApiTenantConfig,
  ResolvedCoreApiConfig,
} from './resolve-core-api-config.ts';
export { resolveCoreApiConfig } from './resolve-core-api-config.ts';
export type {
  CoreApiErrorBody,
  Criteria,
  Documents,
  FormulaName,
  KillingForm,
  Language,
  ListMeta,
  NewProspect,
  Offer,
  PaymentFrequency,
  PaymentMethod,
  Product,
  Prospect,
  ProspectStatus,
  ProspectWorkflow,
  QuestionStep,
  QuestionSteps,
  Session,
  WorkflowStep,
  WorkflowStepName,
} from './schemas.ts';
export type { FormError } from './to-form-errors.ts';
export { toFormErrorPath, toFormErrors } from './to-form-errors.ts';
export type {
  VerifyWebhookOptions,
  WebhookEvent,
  WebhookEvents,
  WebhookEventType,
  WebhookRefusal,
} from './verify-webhook.ts';
export { verifyWebhook, WEBHOOK_SIGNATURE_HEADER, WebhookVerificationError } from './verify-webhook.ts';
