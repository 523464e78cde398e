import './step-skeleton.css';

/**
 * A placeholder the size of a field while a screen's data loads (UX: skeletons, not blank pages); announced as
 * busy with the given label.
 *
 * @example
 * {isPending ? <StepSkeleton label={t(MESSAGES.loading)} /> : <Form>...</Form>}
 */
export function StepSkeleton({ label, lines = 1 }: { label: string; lines?: number }) {
  return (
    <div className="sc-step-skeleton" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: lines }, (_, index) => (
        // The lines are identical placeholders: their position is their identity.
        <div key={index} className="sc-step-skeleton__line" />
      ))}
    </div>
  );
}
