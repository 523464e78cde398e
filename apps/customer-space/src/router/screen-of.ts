import { type SpacePlace, spacePath } from './space-route.ts';

// What the login page still needs after a move: the prefilled login, the reason and the way back.
const CARRIED = ['login', 'reason', 'redirect_uri'] as const;

/** What a page shows: a screen, or a move to another page. */
export type SpaceScreen =
  | 'login'
  | 'contracts'
  | 'forgotten'
  | 'password'
  | 'email'
  | 'account'
  | 'help'
  | 'verify';

/**
 * What a page shows once the session is known: the login form, the contracts, the account, or a move to another
 * page. The intent's `type=login` shows the login form even when a session is held (the journey asked for it);
 * `goto` (or any other type) opens the space, through login when needed, keeping what login uses. The
 * forgotten-password page, the pages an e-mail's password link and a new e-mail's confirmation link open, the help page and the public verification
 * of a certificate show with or without a session.
 *
 * @example
 * screenOf({ locale: 'fr-FR', page: 'contracts', search: new URLSearchParams() }, false); // { go: '/fr-FR/login' }
 */
export function screenOf(place: SpacePlace, loggedIn: boolean): SpaceScreen | { go: string } {
  const { locale, page, search } = place;
  if (page === 'forgotten' || page === 'password' || page === 'email' || page === 'help' || page === 'verify')
    return page;
  if (page === 'intent' && search.get('type') === 'password') return 'password';
  if (page === 'intent' && search.get('type') === 'login') return 'login';
  if (page === 'login') return loggedIn ? { go: spacePath(locale, 'contracts') } : 'login';
  if (loggedIn)
    return page === 'contracts' || page === 'account' ? page : { go: spacePath(locale, 'contracts') };
  const carried: Record<string, string> = {};
  for (const key of CARRIED) {
    const value = search.get(key);
    if (value) carried[key] = value;
  }
  return { go: spacePath(locale, 'login', carried) };
}
