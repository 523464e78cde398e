import { withHandOff } from '@souscrire/core-api/client-session';
import { isPlainClick, Link } from '@souscrire/ui/link';
import type { MouseEvent, ReactNode } from 'react';
import { useSubscription } from './step-context.ts';
import { useCustomerAreaUrl } from './use-customer-area-url.ts';

/**
 * The link to the customer space. Followed by a client holding a session, it asks the core for a single-use
 * hand-off code and goes to the customer space with `?hand_off=<code>`, which the customer space exchanges for
 * a session of its own: the person arrives signed in, and no session token is in any address. The link keeps
 * its plain address (a new tab, no session, a code that cannot be made: the customer space asks to log in).
 *
 * @example
 * <CustomerAreaLink>{t('finalization.go')}</CustomerAreaLink>
 */
export function CustomerAreaLink({ children }: { children: ReactNode }) {
  const { clientFor, tenant, session } = useSubscription();
  const href = useCustomerAreaUrl();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event) || !session.signedIn()) return;
    event.preventDefault();
    void withHandOff(clientFor(tenant), session, href).then((address) => window.location.assign(address));
  };
  return (
    <Link variant="standalone" href={href} onClick={follow}>
      {children}
    </Link>
  );
}
