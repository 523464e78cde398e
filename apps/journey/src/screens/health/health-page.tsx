/**
 * /internal/health: the journey answers with its status and version, as a machine-readable document
 * for monitoring; it needs no core call, so it says whether this deployment serves pages.
 */
export function HealthPage() {
  const body = { status: 'ok', version: import.meta.env.VITE_JOURNEY_VERSION ?? 'dev' };
  return <pre data-testid="health">{JSON.stringify(body)}</pre>;
}
