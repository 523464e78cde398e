import type { Locale } from '@souscrire/i18n';

/**
 * The journey's one key factory for TanStack Query: every key starts with the tenant, so two tenants' data
 * never mix, and a prospect's keys sit under its own key, so invalidating the prospect refreshes all it owns.
 * A read whose answer is in a language (questions, forms, products, offer, documents) is keyed by its locale
 * too ({@link journeyKeys.inLanguage}): a language switch asks the core again, while what the page holds
 * (answers typed, a choice not yet saved) stays, and invalidating the language-free key refreshes every
 * language.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: journeyKeys.prospect(tenant, id) });
 * useQuery({
 *   queryKey: journeyKeys.inLanguage(journeyKeys.paymentOptions(tenant, id), 'de-DE'),
 *   queryFn: () => api.options(id),
 * });
 */
export const journeyKeys = {
  /** A read's key for its answer in one language: the locale ends it. */
  inLanguage: <Key extends readonly unknown[]>(key: Key, locale: Locale) => [...key, locale] as const,
  tenant: (tenant: string) => ['tenant', tenant] as const,
  products: (tenant: string, country: string) => ['tenant', tenant, 'products', country] as const,
  activityLabel: (tenant: string, code: string | null) => ['tenant', tenant, 'activity-label', code] as const,
  prospect: (tenant: string, id: string) => ['tenant', tenant, 'prospect', id] as const,
  workflow: (tenant: string, id: string) => [...journeyKeys.prospect(tenant, id), 'workflow'] as const,
  prospectProducts: (tenant: string, id: string) =>
    [...journeyKeys.prospect(tenant, id), 'products'] as const,
  killingForm: (tenant: string, id: string) => [...journeyKeys.prospect(tenant, id), 'killing-form'] as const,
  questionSteps: (tenant: string, id: string) =>
    [...journeyKeys.prospect(tenant, id), 'question-steps'] as const,
  questionStep: (tenant: string, id: string, step: string | null) =>
    [...journeyKeys.prospect(tenant, id), 'question-step', step] as const,
  criteria: (tenant: string, id: string) => [...journeyKeys.prospect(tenant, id), 'criterias'] as const,
  activity: (tenant: string, id: string, code: string | null) =>
    [...journeyKeys.prospect(tenant, id), 'activity', code] as const,
  offer: (tenant: string, id: string) => [...journeyKeys.prospect(tenant, id), 'offer'] as const,
  beneficiaries: (tenant: string, id: string) =>
    [...journeyKeys.prospect(tenant, id), 'beneficiaries'] as const,
  documents: (tenant: string, id: string) => [...journeyKeys.prospect(tenant, id), 'documents'] as const,
  document: (tenant: string, id: string, documentId: string) =>
    [...journeyKeys.documents(tenant, id), documentId] as const,
  signature: (tenant: string, id: string) => [...journeyKeys.prospect(tenant, id), 'signature'] as const,
  paymentOptions: (tenant: string, id: string) =>
    [...journeyKeys.prospect(tenant, id), 'payment-options'] as const,
  finalization: (tenant: string, id: string) =>
    [...journeyKeys.prospect(tenant, id), 'finalization'] as const,
  issuedContract: (tenant: string, id: string) =>
    [...journeyKeys.prospect(tenant, id), 'issued-contract'] as const,
  issuedDocument: (tenant: string, id: string, documentId: string) =>
    [...journeyKeys.issuedContract(tenant, id), documentId] as const,
  issuedCertificate: (tenant: string, id: string, locale: string) =>
    [...journeyKeys.issuedContract(tenant, id), 'certificate', locale] as const,
};

/**
 * The `placeholderData` of a read keyed by its language: while a switch asks for the same read in the new
 * language, the screen keeps the previous language's answer rather than a skeleton, so nothing it holds
 * (answers typed, a choice not yet saved, focus) is unmounted; any other read shows nothing meanwhile.
 *
 * @example
 * const key = journeyKeys.inLanguage(journeyKeys.offer(tenant, id), locale);
 * useQuery({ queryKey: key, queryFn, placeholderData: keptWhileSwitching(key) });
 */
export function keptWhileSwitching<Data>(key: readonly unknown[]) {
  return (previous: Data | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined) =>
    previousQuery !== undefined && sameReadInAnyLanguage(previousQuery.queryKey, key) ? previous : undefined;
}

function sameReadInAnyLanguage(one: readonly unknown[], other: readonly unknown[]): boolean {
  return (
    one.length === other.length &&
    one.slice(0, -1).every((part, index) => JSON.stringify(part) === JSON.stringify(other[index]))
  );
}
