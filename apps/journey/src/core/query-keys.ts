/**
 * The journey's one key factory for TanStack Query: every key starts with the tenant, so two tenants' data
 * never mix, and a prospect's keys sit under its own key, so invalidating the prospect refreshes all it owns.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: journeyKeys.prospect(tenant, id) });
 * useQuery({ queryKey: journeyKeys.paymentOptions(tenant, id), queryFn: () => api.options(id) });
 */
export const journeyKeys = {
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
};
