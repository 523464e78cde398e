import { type BrowserContext, expect, type Page } from '@playwright/test';
import { CORE_URL } from './core.ts';

/**
 * Checks that the page holds the client session as the apps' web server sets it: the token in an HttpOnly
 * cookie (`__Host-` and Secure over https), SameSite=Lax, for the whole origin, out of the page's scripts'
 * reach, beside the signed-in marker the apps read.
 *
 * @example
 * await expectServerSessionCookie(page);
 */
export async function expectServerSessionCookie(page: Page): Promise<void> {
  const secure = new URL(page.url()).protocol === 'https:';
  const cookies = await page.context().cookies(page.url());
  const session = cookies.find(
    (cookie) => cookie.name === (secure ? '__Host-client_session' : 'client_session'),
  );
  expect(session, 'the session cookie').toMatchObject({ httpOnly: true, sameSite: 'Lax', secure, path: '/' });
  expect(session?.value).not.toBe('');
  expect(cookies.find((cookie) => cookie.name === 'client_signed_in')).toMatchObject({
    value: '1',
    httpOnly: false,
    sameSite: 'Lax',
    secure,
  });
  const readable = await page.evaluate(() => document.cookie);
  expect(readable).toContain('client_signed_in=1');
  expect(readable).not.toContain(session?.value ?? 'no session');
}

/**
 * Puts a session a test made through the core's API in the browser, as the journey's web server would have set
 * it (the HttpOnly token and the signed-in marker): for the tests of one screen, never a person's journey.
 *
 * @example
 * await holdSessionCookies(page.context(), 'http://localhost:5180', session);
 */
export async function holdSessionCookies(context: BrowserContext, url: string, token: string): Promise<void> {
  await context.addCookies([
    { name: 'client_session', value: token, url, httpOnly: true, sameSite: 'Lax' },
    { name: 'client_signed_in', value: '1', url, sameSite: 'Lax' },
  ]);
}

/**
 * Watches what the page's scripts ask the core: every call must go to the app's own origin (`/core/...`),
 * never straight to the core, and no answer the page reads may carry a session token.
 *
 * @example
 * const calls = watchCoreCalls(page);
 * // ... the person's journey ...
 * calls.expectOnlyThroughTheApp();
 */
export function watchCoreCalls(page: Page) {
  const direct: string[] = [];
  const proxied: string[] = [];
  const carryingSession: string[] = [];
  page.on('request', (request) => {
    if (!['fetch', 'xhr'].includes(request.resourceType())) return;
    // The core's API; the provider's own frames (the sandbox card fields) talk to their provider.
    if (request.url().startsWith(`${CORE_URL}/v2/`)) direct.push(request.url());
    else if (new URL(request.url()).pathname.startsWith('/core/v2/')) proxied.push(request.url());
  });
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/core/v2/')) return;
    if (!response.headers()['content-type']?.includes('json')) return;
    const body: unknown = await response.json().catch(() => undefined);
    if (typeof (body as { data?: { session?: unknown } } | undefined)?.data?.session === 'string') {
      carryingSession.push(response.url());
    }
  });
  return {
    proxied,
    expectOnlyThroughTheApp() {
      expect(direct, 'calls straight to the core').toEqual([]);
      expect(proxied.length).toBeGreaterThan(0);
      expect(carryingSession, 'answers carrying a session token').toEqual([]);
    },
  };
}
