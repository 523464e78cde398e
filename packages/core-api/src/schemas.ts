import type { components } from './generated/core-api.ts';

type Schemas = components['schemas'];

/** A journey step's name, from the contract's enum: the one definition for the whole front end. */
export type WorkflowStepName = Schemas['WorkflowStepName'];
/** A language the product speaks: the journey's interface languages, the core's texts. */
export type Language = Schemas['Language'];
/** One entry of a prospect workflow's steps list. */
export type WorkflowStep = Schemas['WorkflowStep'];
/** A prospect's workflow: where the visitor is and where they may go. */
export type ProspectWorkflow = Schemas['ProspectWorkflow'];
/** The subscription, with its extras when asked for. */
export type Prospect = Schemas['Prospect'];
/** A prospect's status. */
export type ProspectStatus = Schemas['ProspectStatus'];
/** The payload that starts a subscription (tags contain subscription-v2, enrich true). */
export type NewProspect = Schemas['NewProspect'];
/** A product of the catalogue, identified by its slug. */
export type Product = Schemas['Product'];
/** The criteria question steps. */
export type QuestionSteps = Schemas['QuestionSteps'];
/** One criteria question step and its questions. */
export type QuestionStep = Schemas['QuestionStep'];
/** The eligibility form: JSON Schema plus UI hints. */
export type KillingForm = Schemas['KillingForm'];
/** The criteria answers. */
export type Criteria = Schemas['Criteria'];
/** The documents to read before signing. */
export type Documents = Schemas['Documents'];
/** A client session (its `session` is the token). */
export type Session = Schemas['Session'];
/** The offer: formulas, excess levels, recommendation, warning and price. */
export type Offer = Schemas['Offer'];
/** economic, balanced or complete. */
export type FormulaName = Schemas['FormulaName'];
/** card or sepa. */
export type PaymentMethod = Schemas['PaymentMethod'];
/** How often a premium is paid. */
export type PaymentFrequency = Schemas['PaymentFrequency'];
/** The error body every failed call answers. */
export type CoreApiErrorBody = Schemas['Error'];
/** A list answer's meta: total, page, per_page. */
export type ListMeta = Schemas['ListMeta'];
