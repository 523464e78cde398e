/**
 * The units the core gives criteria: the symbol the label carries and how the number is formatted
 * (currency and percent by Intl; square metres have no Intl unit, the label says it).
 */
export const CRITERIA_UNITS: Record<string, { symbol: string; format: Intl.NumberFormatOptions }> = {
  EUR: { symbol: '€', format: { style: 'currency', currency: 'EUR' } },
  m2: { symbol: 'm²', format: { style: 'decimal', useGrouping: true } },
  '%': { symbol: '%', format: { style: 'unit', unit: 'percent' } },
};
