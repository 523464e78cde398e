import { useText } from '../app/use-text.ts';

/**
 * What a route shows while it loads for longer than the page-transition wait (spec 9: about 100 ms): a polite
 * status in the frame, so the layout stays in place.
 */
export function PendingPage() {
  const t = useText();
  return (
    <p role="status" className="sc-pending">
      {t('layout.navigating')}
    </p>
  );
}
