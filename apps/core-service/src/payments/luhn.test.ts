import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { isLuhnValid, luhnCheckDigit } from './luhn.ts';

test.each([
  ['732829320', true],
  ['73282932000074', true],
  ['732829321', false],
  ['12A', false],
])('isLuhnValid(%s) is %s', (digits, valid) => {
  expect(isLuhnValid(digits)).toBe(valid);
});

test('luhnCheckDigit completes a number', () => {
  expect(luhnCheckDigit('73282932')).toBe('0');
});

const companies = (
  JSON.parse(readFileSync(new URL('../data/companies.json', import.meta.url), 'utf8')) as {
    country: string;
    siren: string;
    siret: string;
  }[]
).filter((company) => company.country === 'FR');

test('the demo data has 100+ fictional French companies, each with a valid SIREN and SIRET', () => {
  expect(companies.length).toBeGreaterThanOrEqual(100);
  for (const company of companies) {
    expect(company.siren).toMatch(/^\d{9}$/);
    expect(isLuhnValid(company.siren), company.siren).toBe(true);
    expect(company.siret.startsWith(company.siren)).toBe(true);
    expect(isLuhnValid(company.siret), company.siret).toBe(true);
  }
  expect(new Set(companies.map((company) => company.siren)).size).toBe(companies.length);
});
