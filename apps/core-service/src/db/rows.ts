/**
 * The rows the service reads from its tables, each typed once: the queries of every feature name their rows by
 * these types (a partial read by `Pick<...>` of one), so that a column is described in one place. Where a
 * column holds a value of the contract, its type is the contract's.
 */
import type { components, WebhookEventType } from '@souscrire/core-api';
import type { FormulaName } from '../offers/pricing.ts';
import type { Bounds } from '../questions/criteria-rules.ts';
import type { WorkflowFacts, WorkflowPositionState } from '../questions/workflow-rules.ts';
import type { Language } from '../reference/languages.ts';
import type { Row } from './database.ts';

type Prospect = components['schemas']['Prospect'];

/** The columns a prospect row shares with the contract's Prospect (same names, same types). */
type ProspectColumns = Pick<
  Prospect,
  | 'activity_code'
  | 'additional_address'
  | 'additional_phone'
  | 'address'
  | 'canceled_code'
  | 'canceled_reason'
  | 'city'
  | 'company_creation_date'
  | 'company_identifier'
  | 'email'
  | 'id_job'
  | 'insee_code_city'
  | 'naf'
  | 'name'
  | 'owner_firstname'
  | 'owner_function'
  | 'owner_lastname'
  | 'owner_status'
  | 'phone'
  | 'postal_code'
  | 'subscription_name'
  | 'is_client'
>;

/** A prospect row (the contract's fields plus the service's own columns). */
export type ProspectRow = Row &
  ProspectColumns & {
    id: string;
    tenant_id: string;
    product: string | null;
    status: WorkflowFacts['status'];
    siret: string | null;
    criterias: Record<string, components['schemas']['CriterionValue']>;
    eligibility: { outcome?: 'eligible' | 'cancelled' | 'reviewing' };
    tags: string[];
    xsell: boolean;
    agent_cosmetic_data: Record<string, unknown>;
    /** The agent who started the subscription, null when the prospect did. */
    agent_id: string | null;
    client_id: string | null;
    beneficiaries: unknown[] | null;
    created_at: Date | string;
    canceled_at: Date | string | null;
    /** When the subscription was signed (signatures/signed-subscriptions.ts): its answers are frozen from then on. */
    signed_at: Date | string | null;
  };

/** A prospect's workflow row: its stored position. */
export type WorkflowRow = Row & WorkflowPositionState & { id: string; prospect_id: string };

/** A company of the register, as the database keeps it. */
export type CompanyRow = {
  siret: string;
  siren: string;
  name: string;
  address: string;
  postal_code: string;
  city: string;
  insee_code: string;
  naf: string;
  creation_date: string;
  country: components['schemas']['Country'];
  register_court: string | null;
};

/** A product of a tenant's catalogue. */
export type ProductRow = {
  slug: string;
  /** Its name in the tenant country's language. */
  name: string;
  /** Its name in each language the product speaks. */
  names: Record<Language, string>;
  country: components['schemas']['Country'];
  category: string;
  audiences: components['schemas']['OfferAudience'][];
  is_broker: boolean;
  bounds: Bounds;
  pricing_criterias: string[];
};

/** What the documents of a contract need beyond the prospect: its payment and signature. */
export type ContractRow = {
  id: string;
  number: string | null;
  prospect_id: string;
  product: string;
  /** The product's names by language (null for a product no longer in the catalogue). */
  product_names: Record<Language, string> | null;
  formula: FormulaName;
  status: components['schemas']['ClientContract']['status'];
  starts_on: string | null;
  annual_premium: number;
  current_step: components['schemas']['WorkflowStepName'] | null;
  method: components['schemas']['PaymentMethod'] | null;
  frequency: components['schemas']['PaymentFrequency'] | null;
  payment_status: components['schemas']['PaymentStatus'] | null;
  amount: number | null;
  /** The current mandate's (the client's latest change of IBAN, else the payment's). */
  mandate_reference: string | null;
  iban_last4: string | null;
  /** The current mandate's IBAN country; null for the payment's first mandate (it kept only the last four). */
  iban_country: string | null;
  paid_at: string | null;
  signed_at: string | null;
  /** The client's cancellation request, when made (cancellations/cancellations.ts). */
  cancellation_requested_at: Date | string | null;
  cancellation_effective_date: string | null;
  cancellation_notice_months: number | null;
  cancellation_reason: components['schemas']['CancellationReason'] | null;
  total: number;
};

/** A signature row of the sandbox. */
export type SignatureRow = {
  id: string;
  tenant_id: string;
  prospect_id: string;
  status: components['schemas']['SignatureStatus'];
  return_origin: string | null;
  /** When the subscriber consented on the signing page: the SMS code signs only after it. */
  consented_at: Date | string | null;
  code_hash: string | null;
  code_sent_at: Date | string | null;
  code_attempts: number;
  codes_sent: number;
};

/**
 * A payment row of the sandbox. `provider_outcome`: what the provider answered (a card: authorised, declined,
 * then voided or refunded if it must not stand) or will answer (the sandbox bank's answer to a SEPA debit,
 * applied when it collects it).
 */
export type PaymentRow = {
  id: string;
  tenant_id: string;
  prospect_id: string;
  method: components['schemas']['PaymentMethod'];
  frequency: components['schemas']['PaymentFrequency'];
  status: components['schemas']['PaymentStatus'];
  amount: number;
  client_secret: string | null;
  mandate_reference: string | null;
  /** The last 4 digits of a SEPA debit's IBAN (the IBAN itself is not kept). */
  iban_last4: string | null;
  provider_reference: string | null;
  provider_outcome: 'succeeded' | 'failed' | 'refunded' | 'voided' | null;
  /** When the sandbox provider captured the card charge (it authorises first; the core asks it to capture). */
  provider_captured_at: Date | null;
  /** When a captured charge that must not stand was refunded through the provider. */
  refunded_at: Date | null;
  /** When an authorised charge that must not stand was voided through the provider (nothing was taken). */
  voided_at: Date | null;
  created_at: Date | string;
};

/** A revision as read: from a row, or from JSON (its date a string). */
export type PricingRevisionRow = { index_percent: number; effective_from: Date | string };

/** A tenant API token as an operator sees it: never the token itself, which the database does not keep. */
export type TenantTokenRow = {
  id: string;
  tenant: string;
  kind: 'development' | 'production';
  label: string;
  created: Date;
  revoked: Date | null;
};

/** An endpoint as an operator sees it: never its secrets. */
export type WebhookEndpointRow = {
  id: string;
  tenant: string;
  url: string;
  events: WebhookEventType[];
  created: Date;
  removed: Date | null;
  /** Secrets valid now: 2 during a rotation's overlap. */
  secrets: number;
  pending: number;
};

/** One attempt of the delivery log, newest first. */
export type DeliveryLogRow = {
  attempted_at: Date;
  delivery_id: string;
  attempt: number;
  event_id: string;
  type: string;
  http_status: number | null;
  error: string | null;
  duration_ms: number;
  status: 'pending' | 'delivered' | 'failed';
};

/** A client account (`clients`): its login, its password's hash (none before the first is chosen). */
export type ClientRow = {
  id: string;
  tenant_id: string;
  login: string;
  password_hash: string | null;
  active: boolean;
  created_at: Date | string;
};

/** An agent who may start subscriptions on a prospect's behalf (`agents`); its token is kept hashed. */
export type AgentRow = {
  id: string;
  tenant_id: string;
  token_hash: string;
  name: string;
  created_at: Date | string;
};

/** A message of the outbox (`outbox`): e-mail or SMS, sent when `sent_at` is set. */
export type OutboxRow = {
  id: string;
  tenant_id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  prospect_id: string | null;
  /** What the message is for (`offer`, `resume-link`, `signature-code`, `welcome`, `sepa-mandate`...). */
  kind: string | null;
  /** The body holds a secret, cleared once sent. */
  secret: boolean;
  sent_at: Date | string | null;
  created_at: Date | string;
};

/** A tenant API token (`api_tokens`): its SHA-256 only, never the token. */
export type ApiTokenRow = {
  id: string;
  token_hash: string;
  tenant_id: string;
  kind: 'development' | 'production';
  label: string;
  created_at: Date;
  revoked_at: Date | null;
};
