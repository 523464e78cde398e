import { parseSetCookie } from 'cookie';
import { describe, expect, test } from 'vitest';
import { readUtm, UTM_COOKIE_MAX_AGE, UTM_COOKIE_NAME, utmCookie } from './utm-cookie.ts';

describe('the utm cookie', () => {
  test('remembers the five utm fields of the landing address for 30 days', () => {
    const cookie = utmCookie(
      '?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale&utm_content=banner&utm_term=rc+pro&other=x',
    );
    const parsed = parseSetCookie(cookie ?? '');
    expect(parsed).toMatchObject({ name: UTM_COOKIE_NAME, path: '/', sameSite: 'lax', maxAge: 30 * 86_400 });
    expect(UTM_COOKIE_MAX_AGE).toBe(2_592_000);
    expect(readUtm(`locale=fr-FR; ${UTM_COOKIE_NAME}=${encodeURIComponent(parsed.value ?? '')}`)).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring sale',
      utm_content: 'banner',
      utm_term: 'rc pro',
    });
  });

  test('an address without utm leaves the cookie as it is; values fit the contract', () => {
    expect(utmCookie('?prospect_id=1')).toBeUndefined();
    const parsed = parseSetCookie(
      utmCookie(`?utm_source=${'a'.repeat(300)}%0A&utm_medium=`, { secure: true }) ?? '',
    );
    expect(parsed.secure).toBe(true);
    expect(JSON.parse(parsed.value ?? '')).toEqual({ utm_source: 'a'.repeat(200) });
  });

  test('no cookie, or one that is not ours, reads as none', () => {
    expect(readUtm('locale=fr-FR')).toBeUndefined();
    expect(readUtm(`${UTM_COOKIE_NAME}=not-json`)).toBeUndefined();
    expect(readUtm(`${UTM_COOKIE_NAME}=${encodeURIComponent('{"utm_id":"x"}')}`)).toBeUndefined();
  });
});
