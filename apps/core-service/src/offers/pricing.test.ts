import { describe, expect, test } from 'vitest';
import { activityFactor, amountsByFrequency, PRICING, pricedAudience, priceOffer } from './pricing.ts';

const base = { audiences: [], naf: '62.01Z', selection: null, audience: null, locale: 'en' } as const;

describe('priceOffer', () => {
  test.each([
    [{ headcount: 1, revenue: 50000 }, 'economic'],
    [{ headcount: 4, revenue: 100000 }, 'balanced'],
    [{ headcount: 2, revenue: 300000 }, 'balanced'],
    [{ headcount: 12, revenue: 100000 }, 'complete'],
  ])('professional liability with %o recommends %s', (criterias, expected) => {
    const offer = priceOffer({ ...base, category: 'professional-liability', criterias });
    expect(offer?.recommendation).toBe(expected);
  });

  test('prices grow from economic to complete, with headcount and revenue, and by activity', () => {
    const small = priceOffer({
      ...base,
      category: 'professional-liability',
      criterias: { headcount: 1, revenue: 50000 },
    });
    const big = priceOffer({
      ...base,
      category: 'professional-liability',
      criterias: { headcount: 8, revenue: 900000 },
    });
    const building = priceOffer({
      ...base,
      naf: '43.21A',
      category: 'professional-liability',
      criterias: { headcount: 1, revenue: 50000 },
    });
    const prices = small?.formulas.map((formula) => formula.price.amount) ?? [];
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(big?.formulas[0]?.price.amount).toBeGreaterThan(small?.formulas[0]?.price.amount ?? 0);
    expect(building?.formulas[0]?.price.amount).toBeGreaterThan(small?.formulas[0]?.price.amount ?? 0);
  });

  test('formulas below the recommendation are unsuited, and choosing one warns with the recommended formula', () => {
    const offer = priceOffer({
      ...base,
      category: 'professional-liability',
      criterias: { headcount: 12, revenue: 100000 },
      selection: { formula: 'economic', excess_level: 'standard', options: [] },
    });
    expect(offer?.formulas.map((formula) => formula.advice_level)).toEqual([
      'unsuited',
      'unsuited',
      'recommended',
    ]);
    expect(offer?.warning).toEqual({ code: 'unsuited_level', recommended_formula: 'complete' });
  });

  test('the current price adds the chosen options; a lower excess costs more', () => {
    const criterias = { headcount: 4, revenue: 300000 };
    const standard = priceOffer({
      ...base,
      category: 'professional-liability',
      criterias,
      selection: { formula: 'balanced', excess_level: 'standard', options: ['legal-protection'] },
    });
    const low = priceOffer({
      ...base,
      category: 'professional-liability',
      criterias,
      selection: { formula: 'balanced', excess_level: 'low', options: [] },
    });
    const balanced = standard?.formulas[1];
    expect(standard?.price?.total.amount).toBe((balanced?.price.amount ?? 0) + 9000);
    expect(low?.formulas[1]?.price.amount).toBeGreaterThan(balanced?.price.amount ?? 0);
    expect(standard?.warning).toBeNull();
  });

  test('collective products price the audience per member', () => {
    const input = {
      ...base,
      audiences: ['managers', 'non_managers'] as const,
      naf: null,
      category: 'collective-health',
      criterias: { headcount: 6, managers_count: 2, non_managers_count: 4 },
    };
    const nonManagers = priceOffer(input);
    const managers = priceOffer({ ...input, audience: 'managers' });
    expect(nonManagers?.audience).toBe('non_managers');
    expect(nonManagers?.formulas[0]?.price.amount).toBe(4 * 38000);
    expect(managers?.formulas[0]?.price.amount).toBe(2 * 46000);
  });

  // What depends on the table and the locale only is made once and shared.
  test('guarantees and excess levels are shared by the offers of one category and locale, and frozen', () => {
    const offer = (criterias: Record<string, number>, locale = 'en') =>
      priceOffer({ ...base, locale, category: 'professional-liability', criterias });
    const small = offer({ headcount: 1, revenue: 50000 });
    const big = offer({ headcount: 12, revenue: 900000 });
    const french = offer({ headcount: 1, revenue: 50000 }, 'fr');
    expect(big?.formulas[1]?.guarantees).toBe(small?.formulas[1]?.guarantees);
    expect(big?.excess_levels).toBe(small?.excess_levels);
    expect(big?.formulas[1]?.price).not.toEqual(small?.formulas[1]?.price);
    expect(small?.formulas[0]?.guarantees[0]).toEqual({
      code: 'civil-liability',
      label: 'Civil liability',
      limit: { amount: 50000000, currency: 'EUR' },
    });
    expect(french?.formulas[0]?.guarantees[0]?.label).toBe('Responsabilité civile');
    expect(french?.formulas[0]?.extra_guarantees[0]?.label).toBe('Protection juridique');
    const guarantee = small?.formulas[0]?.guarantees[0];
    expect(Object.isFrozen(small?.formulas[0]?.guarantees)).toBe(true);
    expect(() => {
      if (guarantee?.limit) guarantee.limit.amount = 0;
    }).toThrow(TypeError);
    expect(Object.isFrozen(small?.excess_levels[0]?.amount)).toBe(true);
  });

  test('other tables get their own shared parts', () => {
    const table = PRICING.categories['professional-liability'];
    if (table === undefined) throw new Error('no professional-liability table');
    const renamed = {
      ...PRICING,
      categories: {
        'professional-liability': {
          ...table,
          formulas: {
            ...table.formulas,
            economic: { ...table.formulas.economic, guarantees: [{ code: 'cyber', limit: 100 }] },
          },
        },
      },
    };
    const input = { ...base, category: 'professional-liability', criterias: { headcount: 1 } };
    expect(priceOffer(input, renamed)?.formulas[0]?.guarantees).toEqual([
      { code: 'cyber', label: 'Cyber risks', limit: { amount: 100, currency: 'EUR' } },
    ]);
    expect(priceOffer(input)?.formulas[0]?.guarantees[0]?.code).toBe('civil-liability');
  });

  test('an unknown category has no pricing', () => {
    expect(priceOffer({ ...base, category: 'cargo', criterias: {} })).toBeUndefined();
  });
});

test.each([
  ['62.01Z', 0.9],
  ['43.99C', 1.6],
  ['01.11Z', 1],
  [null, 1],
])('the activity factor of %s is %d', (naf, factor) => {
  expect(activityFactor(naf)).toBe(factor);
});

test('amounts per frequency: fees on the first instalment, a surcharge for splitting', () => {
  const amounts = amountsByFrequency(120000);
  expect(amounts.find((entry) => entry.frequency === 'annual')).toEqual({
    frequency: 'annual',
    first_amount: { amount: 120000, currency: 'EUR' },
    then_amount: { amount: 120000, currency: 'EUR' },
    fees: { amount: 0, currency: 'EUR' },
  });
  const monthly = amounts.find((entry) => entry.frequency === 'monthly');
  expect(monthly?.then_amount.amount).toBe(10500);
  expect(monthly?.first_amount.amount).toBe(11500);
});

test('the audience defaults to the larger group', () => {
  const audiences = ['managers', 'non_managers'] as const;
  expect(
    pricedAudience({ audiences, audience: null, criterias: { managers_count: 5, non_managers_count: 1 } }),
  ).toBe('managers');
  expect(pricedAudience({ audiences: [], audience: 'managers', criterias: {} })).toBeNull();
});
