/**
 * Who may call each operation of the contract: one rule per operationId, the table docs/security.md prints
 * ("Who may call what") and permissions.test.ts checks against the contract's `security` and against the
 * running service, with every kind of caller. An operation added to the contract without a rule here fails
 * that test.
 */
import { fileURLToPath } from 'node:url';
import type { ContractOperation, SecurityScheme } from './contract.ts';

/** The callers the permission test tries on every operation. */
export const CALLERS = [
  'tenant token only',
  "the prospect's proof",
  "another prospect's proof",
  'the owning client session',
  "another client's session",
  "the prospect's proof and the owning session",
  "another tenant's token",
] as const;

/** One caller of {@link CALLERS}. */
export type Caller = (typeof CALLERS)[number];

/** A rule: who may call, what the contract's `security` says for it, and how the docs put it. */
type RuleDefinition = {
  /** The callers allowed; every other one is refused (401, 403 or 404). */
  allowed: readonly Caller[];
  /** The operation's `security` alternatives in the contract. */
  security: readonly (readonly SecurityScheme[])[];
  /** Who may call, in the words of docs/security.md. */
  text: string;
};

const EVERYONE = CALLERS;
const TENANT = ['tenantToken'] as const;
const WITH_SESSION = ['tenantToken', 'clientSession'] as const;
const WITH_PROOF = ['tenantToken', 'prospectProof'] as const;

/** The rules, by name. */
export const RULES = {
  open: { allowed: EVERYONE, security: [], text: 'anyone, no token' },
  metrics: {
    // The permission test runs the service with a metrics token, which none of the callers holds.
    allowed: [],
    security: [],
    text: 'the metrics token (`CORE_METRICS_TOKEN`) as bearer; unset: anyone outside production, no one in it',
  },
  'tenant data': {
    allowed: EVERYONE,
    security: [TENANT],
    text: 'the tenant token (each tenant reads its own catalogue and the reference data)',
  },
  'prospect creation': {
    allowed: EVERYONE,
    security: [TENANT],
    text: 'the tenant token; answers the new prospect’s proof',
  },
  login: { allowed: EVERYONE, security: [TENANT], text: 'the tenant token and the client’s password' },
  'passkey login': {
    allowed: EVERYONE,
    security: [TENANT],
    text: 'the tenant token and a passkey of an active account, from a configured origin (single-use challenge)',
  },
  'password reset request': {
    allowed: EVERYONE,
    security: [TENANT],
    text: 'the tenant token; answers alike whether the login has an account or not',
  },
  'password link': {
    allowed: EVERYONE,
    security: [TENANT],
    text: 'the tenant token and a password link’s token (single use, from an e-mail to the account’s login)',
  },
  'e-mail link': {
    allowed: EVERYONE,
    security: [TENANT],
    text: 'the tenant token and an e-mail confirmation link’s token (single use, 48 hours, from an e-mail to the new address)',
  },
  'hand-off exchange': {
    allowed: EVERYONE,
    security: [TENANT],
    text: 'the tenant token and a hand-off code (single use, 60 seconds)',
  },
  'certificate code': {
    allowed: CALLERS.filter((caller) => caller !== "another tenant's token"),
    security: [TENANT],
    text: 'the tenant token and a certificate’s code (no session); its status, company name and period only',
  },
  'tenant events': {
    allowed: EVERYONE,
    security: [TENANT],
    text: 'the tenant token (analytics records; they change no prospect)',
  },
  'prospect holder': {
    allowed: [
      "the prospect's proof",
      'the owning client session',
      "the prospect's proof and the owning session",
    ],
    security: [WITH_PROOF, WITH_SESSION],
    text: 'the prospect’s proof (an agent’s on a subscription the agent started) or a session owning the prospect',
  },
  'resume link': {
    allowed: CALLERS.filter((caller) => caller !== "another tenant's token"),
    security: [TENANT],
    text: 'the tenant token and the id to the subscription’s own address; any other address as a prospect write',
  },
  'proof and session': {
    allowed: ["the prospect's proof and the owning session"],
    security: [['tenantToken', 'prospectProof', 'clientSession']],
    text: 'the prospect’s proof and the logged-in client’s session together',
  },
  client: {
    allowed: [
      'the owning client session',
      "another client's session",
      "the prospect's proof and the owning session",
    ],
    security: [WITH_SESSION],
    text: 'a client session (its own client’s data only)',
  },
  'owning session': {
    allowed: ['the owning client session', "the prospect's proof and the owning session"],
    security: [WITH_SESSION],
    text: 'a client session owning the prospect or contract (404 for any other)',
  },
} as const satisfies Record<string, RuleDefinition>;

/** The name of a rule. */
export type Rule = keyof typeof RULES;

/** The rule of each operation of the contract. */
export const PERMISSIONS: Readonly<Record<string, Rule>> = {
  getHealth: 'open',
  getLiveness: 'open',
  getReadiness: 'open',
  getOpenApiJson: 'open',
  getOpenApiYaml: 'open',
  getMetrics: 'metrics',
  authenticateClient: 'login',
  logOutClient: 'client',
  createClientHandOff: 'client',
  exchangeClientHandOff: 'hand-off exchange',
  requestPasswordReset: 'password reset request',
  setClientPassword: 'password link',
  changeClientPassword: 'client',
  updateClientContact: 'client',
  listClientChanges: 'client',
  confirmClientEmail: 'e-mail link',
  startPasskeyAuthentication: 'passkey login',
  authenticateWithPasskey: 'passkey login',
  listClientPasskeys: 'client',
  registerPasskey: 'client',
  startPasskeyRegistration: 'client',
  deleteClientPasskey: 'client',
  exportClientData: 'client',
  requestClientAccountDeletion: 'client',
  getCurrentClient: 'client',
  listClientContracts: 'client',
  listClientContractDocuments: 'owning session',
  downloadClientContractDocument: 'owning session',
  listClientContractAnswers: 'owning session',
  createClientContractCertificate: 'owning session',
  downloadClientContractProofOfSale: 'owning session',
  requestClientContractCancellation: 'owning session',
  changeClientContractIban: 'owning session',
  verifyCertificate: 'certificate code',
  listProducts: 'tenant data',
  searchActivities: 'tenant data',
  searchCities: 'tenant data',
  searchCompanies: 'tenant data',
  createProspect: 'prospect creation',
  getProspect: 'prospect holder',
  updateProspect: 'prospect holder',
  listProspectProducts: 'prospect holder',
  linkProspectProduct: 'prospect holder',
  getProspectWorkflow: 'prospect holder',
  createProspectWorkflow: 'prospect holder',
  updateProspectWorkflow: 'prospect holder',
  getQuestionSteps: 'prospect holder',
  getQuestionStep: 'prospect holder',
  getKillingForm: 'prospect holder',
  answerKillingForm: 'prospect holder',
  getCriteria: 'prospect holder',
  updateCriteria: 'prospect holder',
  getOffer: 'prospect holder',
  updateOffer: 'prospect holder',
  sendOfferByEmail: 'prospect holder',
  requestCustomOffer: 'prospect holder',
  sendSubscriptionLink: 'resume link',
  listDocuments: 'owning session',
  downloadDocumentsZip: 'owning session',
  downloadDocument: 'owning session',
  validateProspect: 'prospect holder',
  convertXsell: 'proof and session',
  createContracts: 'prospect holder',
  finalizeProspect: 'owning session',
  getSanctionBeneficiaries: 'prospect holder',
  updateSanctionBeneficiaries: 'prospect holder',
  getSanctionCheck: 'prospect holder',
  startSignature: 'owning session',
  sendSignatureCode: 'owning session',
  verifySignatureCode: 'owning session',
  getPaymentOptions: 'owning session',
  startPayment: 'owning session',
  confirmPayment: 'owning session',
  trackEvent: 'tenant events',
};

/** The rule of an operation; undefined for an operation the table does not know yet. */
export function ruleOf(operationId: string): Rule | undefined {
  return Object.hasOwn(PERMISSIONS, operationId) ? PERMISSIONS[operationId] : undefined;
}

/**
 * The table of docs/security.md ("Who may call what"): each operation of the contract, its method and path,
 * and who may call it, in the contract's order.
 *
 * @example
 * permissionTable(loadContract().operations); // '| Operation | Call | Who may call |\n| --- | ...'
 */
export function permissionTable(
  operations: readonly Pick<ContractOperation, 'operationId' | 'method' | 'path'>[],
): string {
  const rows = operations.map((operation) => {
    const rule = ruleOf(operation.operationId);
    return [
      `\`${operation.operationId}\``,
      `\`${operation.method.toUpperCase()} ${operation.path}\``,
      rule === undefined ? 'no rule' : RULES[rule].text,
    ];
  });
  const table = [['Operation', 'Call', 'Who may call'], ...rows];
  const widths = [0, 1, 2].map((column) => Math.max(...table.map((row) => row[column]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [head = [], ...body] = table;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

/** The document holding the table, and the comments around it. */
export const SECURITY_DOC = fileURLToPath(new URL('../../../../docs/security.md', import.meta.url));
export const PERMISSION_TABLE_MARKERS = [
  '<!-- permission-table: written by apps/core-service/scripts/permission-table.ts -->',
  '<!-- permission-table end -->',
] as const;
