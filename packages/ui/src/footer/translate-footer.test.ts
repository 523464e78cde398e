import { describe, expect, test } from 'vitest';
import { translateFooter } from './translate-footer.ts';

describe('translateFooter', () => {
  test("reads every title and label key through the app's text, keeping addresses, columns and social", () => {
    const texts: Record<string, string> = { 'f.legal': 'Legal', 'f.notice': 'Legal notice' };
    const social = [{ network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/' }];
    expect(
      translateFooter(
        {
          layoutColumns: 2,
          columns: [{ titleKey: 'f.legal', links: [{ labelKey: 'f.notice', href: 'https://a.test/legal' }] }],
          social,
        },
        (key) => texts[key] ?? `missing ${key}`,
      ),
    ).toEqual({
      layoutColumns: 2,
      columns: [{ title: 'Legal', links: [{ label: 'Legal notice', href: 'https://a.test/legal' }] }],
      social,
    });
  });
});
