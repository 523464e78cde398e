import { TENANTS } from '@souscrire/core-api/tenants';
import { differenceCiede2000, differenceEuclidean } from 'culori';
import { describe, expect, test } from 'vitest';
import { BRAND_DEFINITIONS } from './brand-definitions.ts';
import { contrastRatio, TEXT_CONTRAST } from './contrast-ratio.ts';
import { createTheme } from './create-theme.ts';
import { TONE_DISTINCT_FROM_BRAND } from './derive-colors.ts';
import { getTheme } from './get-theme.ts';
import { createProductTheme } from './product-theme.ts';
import { COUNTRY_TENANTS, DEFAULT_TENANT } from './resolve-tenant.ts';
import { type BrandTenantId, isTenantId, TENANT_IDS } from './tenant-ids.ts';

const brandIds = TENANT_IDS.filter((id): id is BrandTenantId => id !== '{product}');

test('the registry is the tenant manifest, its product-named tenant spelt {product}', () => {
  expect(TENANT_IDS).toHaveLength(TENANTS.length);
  expect(TENANT_IDS).toContain('{product}');
  expect(TENANT_IDS).not.toContain('product');
  for (const id of Object.values(COUNTRY_TENANTS)) expect(TENANT_IDS).toContain(id);
  expect(isTenantId('maif')).toBe(true);
  expect(isTenantId('axa')).toBe(false);
});

describe.each(brandIds)('theme %s', (tenantId) => {
  const theme = getTheme(tenantId);

  test("wears the manifest's brand colour", () => {
    expect(theme.colors.primary.default).toBe(TENANTS.find((tenant) => tenant.id === tenantId)?.brandColor);
  });

  // One brand name: the one the core writes in the signing page, the SMS, the e-mails and the PDFs.
  test("is named, and its logo read, by the manifest's brand name", () => {
    const name = TENANTS.find((tenant) => tenant.id === tenantId)?.name;
    expect(theme.name).toBe(name);
    expect(theme.logo.alt).toBe(name);
  });

  test('is built once and carries its tenant id', () => {
    expect(getTheme(tenantId)).toBe(theme);
    expect(theme.tenantId).toBe(tenantId);
  });

  test('is the theme createTheme builds from its brand definition (else run `pnpm --filter @souscrire/theming generate`)', () => {
    expect(theme).toEqual(createTheme(BRAND_DEFINITIONS[tenantId]));
  });

  test('has an SVG logo and favicon as data URIs', () => {
    expect(theme.logo.src).toMatch(/^data:image\/svg\+xml,/);
    // The word beside the mark: the name, less a leading '+' that a plus mark draws (brand-logo.test.ts).
    const word = BRAND_DEFINITIONS[tenantId].mark === 'plus' ? theme.name.replace(/^\+/, '') : theme.name;
    expect(decodeURIComponent(theme.logo.src)).toContain(`>${word}</text>`);
    expect(decodeURIComponent(theme.logo.src)).toContain(`aria-label="${theme.name}"`);
    expect(theme.logo.alt).toBe(theme.name);
    expect(theme.favicon).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(theme.favicon)).toContain('viewBox="0 0 32 32"');
  });

  test('has a footer of i18n keys, links and a social list', () => {
    expect(theme.footer.layoutColumns).toBeGreaterThanOrEqual(1);
    expect(theme.footer.columns.length).toBeGreaterThan(0);
    for (const column of theme.footer.columns) {
      expect(column.titleKey).toMatch(/^footer\.[a-z.]+$/);
      for (const link of column.links) {
        expect(link.labelKey).toMatch(/^footer\.[a-z.]+$/);
        expect(link.href).toMatch(/^https:\/\//);
      }
    }
    for (const profile of theme.footer.social) expect(profile.href).toMatch(/^https:\/\//);
  });

  test('its errors (and other message tones) never look like its buttons, and stay readable', () => {
    const distance = differenceEuclidean('oklab');
    for (const tone of ['danger', 'success', 'warning', 'info'] as const) {
      const text = theme.colors.tones[tone].text;
      expect(distance(text, theme.colors.primary.default), tone).toBeGreaterThanOrEqual(
        TONE_DISTINCT_FROM_BRAND,
      );
      expect(contrastRatio(text, theme.colors.background), tone).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  test('uses the system font stack', () => {
    expect(theme.tokens.fontFamily).toMatch(/^system-ui, -apple-system/);
  });
});

test('only plussimple is overridable', () => {
  expect(brandIds.filter((id) => getTheme(id).overridable)).toEqual(['plussimple']);
});

test('each brand has a distinct colour and look, not another theme recoloured (UX "Look")', () => {
  // A country's tenant other than the default one is the default brand in another country: the same look.
  const countryVariants: readonly string[] = Object.values(COUNTRY_TENANTS).filter(
    (id) => id !== DEFAULT_TENANT,
  );
  const brands = brandIds.filter((id) => !countryVariants.includes(id));
  const difference = differenceCiede2000();
  for (const [i, a] of brands.entries()) {
    for (const b of brands.slice(i + 1)) {
      const distance = difference(getTheme(a).colors.primary.default, getTheme(b).colors.primary.default);
      expect(distance, `${a} vs ${b}`).toBeGreaterThanOrEqual(15);
    }
  }
  const looks = brands.map((id) => `${getTheme(id).tokens.radius.md} ${getTheme(id).logo.src}`);
  expect(new Set(looks).size).toBe(brands.length);
});

describe("createProductTheme (the '{product}' tenant)", () => {
  test("takes the product's name and colour, and draws a monogram", () => {
    const theme = createProductTheme({ name: 'Multipro', primaryColor: '#7c2d12' });
    expect(theme.tenantId).toBe('{product}');
    expect(theme.name).toBe('Multipro');
    expect(theme.colors.primary.default).toBe('#7c2d12');
    expect(decodeURIComponent(theme.logo.src)).toContain('>M</text>');
    expect(theme.overridable).toBe(false);
    expect(theme.footer).toEqual(getTheme('plussimple').footer);
  });

  test("uses the product's logo when given", () => {
    const theme = createProductTheme({
      name: 'Multipro',
      primaryColor: '#7c2d12',
      logo: '/logos/multipro.svg',
    });
    expect(theme.logo.src).toBe('/logos/multipro.svg');
    expect(theme.logo.alt).toBe('Multipro');
  });

  test('a light product colour is deepened until it stands out from the page', () => {
    const theme = createProductTheme({ name: 'Sunny', primaryColor: '#fde047' });
    expect(theme.colors.primary.default).not.toBe('#fde047');
  });
});
