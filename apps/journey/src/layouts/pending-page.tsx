import { useRouterState } from '@tanstack/react-router';
import { useText } from '../app/use-text.ts';
import { DefaultLayout } from './default-layout.tsx';
import { useInLayout } from './layout-context.ts';

/**
 * The frame's shape while a layout loads (no layout shift): the header with the logo and languages,
 * the sidebar's column when it is the subscription's, and the footer, around the status. Nothing on screen
 * moves when the layout replaces it: a bare status at the page's top would have been pushed aside by the
 * whole frame (CLS 1 on a phone).
 */
export function PendingFrame({ sidebar }: { sidebar: boolean }) {
  return (
    <DefaultLayout sidebar={sidebar ? <div /> : undefined}>
      <PendingStatus />
    </DefaultLayout>
  );
}

/**
 * What a route shows while it loads for longer than the page-transition wait (about 100 ms): a polite
 * status in the frame, so the layout stays in place. Where no layout is on screen yet (the subscription's
 * frame loading on arrival), the status comes in the frame's shape.
 */
export function PendingPage() {
  const inLayout = useInLayout();
  const inSubscription = useRouterState({
    select: (state) => state.matches.some((match) => match.staticData.routeName === 'subscription'),
  });
  return inLayout ? <PendingStatus /> : <PendingFrame sidebar={inSubscription} />;
}

function PendingStatus() {
  const t = useText();
  return (
    <p role="status" className="sc-pending">
      {t('layout.navigating')}
    </p>
  );
}
