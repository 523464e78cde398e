import { describe, expect, test } from 'vitest';
import { readCompanyId } from './companies.ts';

describe('readCompanyId: each country checks its own company IDs', () => {
  test.each([
    ['732829320', { column: 'siren', value: '732829320' }],
    ['732 829 320', { column: 'siren', value: '732829320' }],
    ['73282932000074', { column: 'siret', value: '73282932000074' }],
    // La Poste's establishments fail Luhn: their digits add up to a multiple of 5 instead.
    ['35600000000048', { column: 'siret', value: '35600000000048' }],
    ['35600000010000', { column: 'siret', value: '35600000010000' }],
  ])('France accepts %s', (raw, id) => {
    expect(readCompanyId('FR', raw)).toEqual(id);
  });
  test.each([
    ['732829321', 'wrong Luhn check digit'],
    ['73282932000075', 'wrong Luhn check digit'],
    ['35600000010013', 'a La Poste SIRET passing Luhn but not the La Poste rule'],
    ['7328293', 'too short'],
    ['HRB 12345', 'another country’s ID'],
  ])('France refuses %s (%s)', (raw) => {
    expect(readCompanyId('FR', raw)).toBeUndefined();
  });

  test.each([
    ['HRB 12345', { column: 'siren', value: 'HRB 12345' }],
    ['hrb12345', { column: 'siren', value: 'HRB 12345' }],
    ['HRB 12345, Amtsgericht München', { column: 'siren', value: 'HRB 12345', court: 'München' }],
    ['HRB 98765 B (Charlottenburg)', { column: 'siren', value: 'HRB 98765 B', court: 'Charlottenburg' }],
    ['HRA 4711', { column: 'siren', value: 'HRA 4711' }],
  ])('Germany accepts %s', (raw, id) => {
    expect(readCompanyId('DE', raw)).toEqual(id);
  });
  test.each([
    ['HRX 12345', 'no such register division'],
    ['12345', 'no division'],
    ['HRB', 'no number'],
    ['732829320', 'a SIREN'],
  ])('Germany refuses %s (%s)', (raw) => {
    expect(readCompanyId('DE', raw)).toBeUndefined();
  });

  test.each([
    ['00743110157', { column: 'siren', value: '00743110157' }],
    ['IT 00743110157', { column: 'siren', value: '00743110157' }],
  ])('Italy accepts the partita IVA %s', (raw, id) => {
    expect(readCompanyId('IT', raw)).toEqual(id);
  });
  test.each([
    ['00743110158', 'wrong check digit'],
    ['00743119997', 'no such province office (999 is, 997 is not)'],
    ['0074311015', 'too short'],
  ])('Italy refuses %s (%s)', (raw) => {
    expect(readCompanyId('IT', raw)).toBeUndefined();
  });

  test.each([
    ['A13585625', { column: 'siren', value: 'A13585625' }],
    ['es b-82349267', { column: 'siren', value: 'B82349267' }],
    ['12345678Z', { column: 'siren', value: '12345678Z' }],
  ])('Spain accepts the NIF %s', (raw, id) => {
    expect(readCompanyId('ES', raw)).toEqual(id);
  });
  test.each([
    ['A13585626', 'wrong CIF check digit'],
    ['12345678A', 'wrong DNI check letter'],
    ['A1358562', 'too short'],
  ])('Spain refuses %s (%s)', (raw) => {
    expect(readCompanyId('ES', raw)).toBeUndefined();
  });
});
