import { expectTypeOf, test } from 'vitest';
import type { CssVariableName } from './css-variable-names.ts';
import { getTheme } from './get-theme.ts';
import { resolveTenant } from './resolve-tenant.ts';
import type { BrandTenantId } from './tenant-ids.ts';
import { themeToCssVariables } from './theme-to-css-variables.ts';

test("only a '{product}' resolution carries a product slug, and the others fit getTheme", () => {
  const resolution = resolveTenant({ host: 'maif.localhost' });
  if (resolution.tenantId === '{product}') {
    expectTypeOf(resolution.productSlug).toEqualTypeOf<string>();
  } else {
    expectTypeOf(resolution.tenantId).toEqualTypeOf<BrandTenantId>();
    expectTypeOf(resolution).not.toHaveProperty('productSlug');
    expectTypeOf(getTheme).parameter(0).toEqualTypeOf<BrandTenantId>();
  }
});

test('CSS variables are keyed by the exact names', () => {
  expectTypeOf(themeToCssVariables(getTheme('qbe'))).toEqualTypeOf<Record<CssVariableName, string>>();
  expectTypeOf<'--sc-color-primary-hover'>().toExtend<CssVariableName>();
});
