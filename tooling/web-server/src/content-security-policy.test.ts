import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  coreOrigins,
  cspHash,
  REACT_ARIA_PRESSABLE_STYLE,
} from './content-security-policy.ts';

describe('coreOrigins', () => {
  it.each([
    [{}, []],
    [{ tenants: {} }, []],
    [{ tenants: { a: { coreApiUrl: 'http://localhost:4000/v2' } } }, ['http://localhost:4000']],
    [
      {
        tenants: {
          a: { coreApiUrl: 'https://b.example' },
          b: { coreApiUrl: 'https://a.example/api' },
          c: { coreApiUrl: 'https://b.example/' },
        },
      },
      ['https://a.example', 'https://b.example'],
    ],
    [{ tenants: { a: { coreApiUrl: 'javascript:alert(1)' }, b: { coreApiUrl: 'not a url' }, c: {} } }, []],
  ])('%j -> %j', (config, origins) => {
    expect(coreOrigins(config)).toEqual(origins);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows the configured cores for frames and images, API calls to the own origin only, and nothing inline', () => {
    expect(contentSecurityPolicy({ tenants: { maif: { coreApiUrl: 'https://core.example/v2' } } })).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='; img-src 'self' data: https://core.example; " +
        "font-src 'self'; connect-src 'self'; frame-src 'self' https://core.example; " +
        "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('lets the same origin frame the page when asked', () => {
    expect(contentSecurityPolicy({}, 'self')).toMatch(/frame-ancestors 'self'$/);
  });

  it("allows the payment provider's script and frame, and the error-reporting DSN's origin", () => {
    const policy = contentSecurityPolicy({
      tenants: { maif: { coreApiUrl: 'http://localhost:4000' } },
      paymentScriptUrl: 'https://js.provider.example/v3/sandbox.js',
      monitoring: { dsn: 'https://key@o1.ingest.example/42' },
    });
    expect(policy).toContain("script-src 'self' https://js.provider.example;");
    expect(policy).toContain("frame-src 'self' http://localhost:4000 https://js.provider.example;");
    expect(policy).toContain("connect-src 'self' https://o1.ingest.example;");
    expect(policy).not.toContain('unsafe-inline');
  });
});

describe("a rendered page's style attributes", () => {
  it("are allowed by their hashes with 'unsafe-hashes', which nothing else gets", () => {
    const hidden = 'position:absolute;width:1px';
    const policy = contentSecurityPolicy({}, 'none', { styles: ['.a{}'], styleAttributes: [hidden] });
    expect(policy).toContain(
      `style-src 'self' ${cspHash(REACT_ARIA_PRESSABLE_STYLE)} ${cspHash('.a{}')} 'unsafe-hashes' ${cspHash(hidden)};`,
    );
    expect(contentSecurityPolicy({}, 'none', { styles: ['.a{}'], styleAttributes: [] })).not.toContain(
      'unsafe-hashes',
    );
    expect(policy).not.toContain('unsafe-inline');
  });
});

describe('cspHash', () => {
  it("gives react-aria's pressable style the hash Chromium asked for", () => {
    expect(cspHash(REACT_ARIA_PRESSABLE_STYLE)).toBe("'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='");
  });
});
