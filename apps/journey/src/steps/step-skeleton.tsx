import './step-skeleton.css';

/**
 * A placeholder the size of a field while a screen's data loads (UX: skeletons, not blank pages); announced as
 * busy with the given label. The skeleton of content taller than a screen (`fillsScreen`) is a screen tall,
 * so Back and Continue never show below it only to be pushed out of sight when the content arrives (no layout
 * shift).
 *
 * @example
 * {isPending ? <StepSkeleton label={t(MESSAGES.loading)} /> : <Form>...</Form>}
 */
export function StepSkeleton({
  label,
  lines = 1,
  fillsScreen = false,
}: {
  label: string;
  lines?: number;
  fillsScreen?: boolean;
}) {
  return (
    <div
      className={fillsScreen ? 'sc-step-skeleton sc-step-skeleton--screen' : 'sc-step-skeleton'}
      role="status"
      aria-busy="true"
      aria-label={label}
    >
      {Array.from({ length: lines }, (_, index) => (
        // The lines are identical placeholders: their position is their identity.
        <div key={index} className="sc-step-skeleton__line" />
      ))}
    </div>
  );
}
