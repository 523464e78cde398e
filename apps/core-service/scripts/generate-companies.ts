// Generates src/data/companies.json: the sandbox's company registers. France: fictional companies with valid
// SIREN/SIRET (Luhn), placed in real communes and real NAF sub-classes. Germany, Italy and Spain: fictional
// companies with a Handelsregister number and its court, a partita IVA, a NIF (CIF), each with its check digit,
// in the curated cities of data/curated-cities.json and with the curated activities (labelled in every
// language). Deterministic (seeded), so running it again gives the same file.
// Run: node scripts/generate-companies.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { frenchCommunes, nafSubClasses } from '../src/db/seed.ts';
import {
  type City,
  creationDate,
  firstWords,
  legalForms,
  REGISTERS,
  secondWords,
  streets,
  withCheck,
} from './company-registers.ts';
import { digits, pick, random } from './seeded-random.ts';

const communes = frenchCommunes().filter(
  (commune) =>
    commune.type === 'commune-actuelle' && (commune.population ?? 0) > 20_000 && commune.codesPostaux,
);
const nafs = nafSubClasses();

const companies: Record<string, string | number | null>[] = [];
const names = new Set<string>();
while (companies.length < 120) {
  const name = `${pick(firstWords)} ${pick(secondWords)}`;
  if (names.has(name)) continue;
  names.add(name);
  const siren = withCheck('FR', digits(8));
  const siret = withCheck('FR', `${siren}000${Math.floor(1 + random() * 9)}`);
  const commune = pick(communes);
  const headcount = pick([0, 1, 2, 3, 5, 8, 12, 18, 25, 40, 60, 120]);
  const created = creationDate();
  const legalForm = pick(legalForms);
  companies.push({
    country: 'FR',
    siren,
    siret,
    register_court: null,
    name: `${name} (${legalForm})`,
    naf: pick(nafs).id,
    legal_form: legalForm,
    creation_date: created,
    address: `${1 + Math.floor(random() * 120)} ${pick(streets)}`,
    postal_code: commune.codesPostaux?.[0] ?? '',
    city: commune.nom,
    insee_code: commune.code,
    headcount,
    revenue: Math.round((headcount + 1) * (60_000 + random() * 90_000)),
    // One company in twenty has ceased trading: the sandbox registry reports it, and the core blocks it.
    state: companies.length % 20 === 19 ? 'ceased' : 'active',
  });
}
const curatedCities = (
  JSON.parse(readFileSync(new URL('../src/data/curated-cities.json', import.meta.url), 'utf8')) as {
    cities: City[];
  }
).cities;
for (const register of REGISTERS) {
  const cities = curatedCities.filter((city) => city.country === register.country);
  let count = 0;
  while (count < 40) {
    // The demo's German bakery, found by its register number in the tests: HRB 12345, Amtsgericht München.
    const first = register.country === 'DE' && count === 0;
    const [trade, naf] = first ? (['Bäckerei', '10.71C'] as const) : pick(register.trades);
    const family = first ? 'Müller' : pick(register.families);
    const form = first ? 'GmbH' : pick(register.forms);
    const name = `${trade} ${family} ${form}`;
    if (names.has(name)) continue;
    names.add(name);
    const city = first ? cities.find((candidate) => candidate.name === 'München') : pick(cities);
    if (city === undefined) throw new Error(`no curated city for ${register.country}`);
    const { siren, register_court } = first
      ? { siren: 'HRB 12345', register_court: 'Amtsgericht München' }
      : register.identifier(form, city);
    const headcount = pick([0, 1, 2, 3, 5, 8, 12, 18, 25, 40]);
    companies.push({
      country: register.country,
      siren,
      siret: siren,
      register_court,
      name,
      naf,
      legal_form: form,
      creation_date: creationDate(),
      address: register.address(pick(register.streets), 1 + Math.floor(random() * 120)),
      postal_code: pick(city.postal_codes),
      city: city.name,
      insee_code: city.code,
      headcount,
      revenue: Math.round((headcount + 1) * (60_000 + random() * 90_000)),
      state: count % 20 === 19 ? 'ceased' : 'active',
    });
    count += 1;
  }
}
writeFileSync(
  new URL('../src/data/companies.json', import.meta.url),
  `${JSON.stringify(companies, null, 2)}\n`,
);
console.info(`wrote ${companies.length} companies`);
