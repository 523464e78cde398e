// Generates src/data/companies.json: the sandbox's company registers. France: fictional companies with valid
// SIREN/SIRET (Luhn), placed in real communes and real NAF sub-classes. Germany, Italy and Spain: fictional
// companies with a Handelsregister number and its court, a partita IVA, a NIF (CIF), each with its check digit,
// in the curated cities of data/curated-cities.json and with the curated activities (labelled in every
// language). Deterministic (seeded), so running it again gives the same file.
// Run: node scripts/generate-companies.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readCompanyId } from '../src/domain/companies.ts';

const require = createRequire(import.meta.url);
type Commune = { code: string; nom: string; type: string; codesPostaux?: string[]; population?: number };
type Naf = { id: string; label: string };
const communes = (require('@etalab/decoupage-administratif/data/communes.json') as Commune[]).filter(
  (commune) =>
    commune.type === 'commune-actuelle' && (commune.population ?? 0) > 20_000 && commune.codesPostaux,
);
const nafs = (
  JSON.parse(readFileSync(require.resolve('@socialgouv/codes-naf/index.json'), 'utf8')) as Naf[]
).filter((naf) => /^\d\d\.\d\d[A-Z]$/.test(naf.id));

// mulberry32: a small seeded generator, so that the output is reproducible.
let seed = 20261122;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
function pick<T>(list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new RangeError('empty list');
  return item;
}
function digits(count: number): string {
  let out = String(1 + Math.floor(random() * 9));
  while (out.length < count) out += String(Math.floor(random() * 10));
  return out;
}

const firstWords = [
  'Atelier',
  'Boulangerie',
  'Cabinet',
  'Studio',
  'Maison',
  'Garage',
  'Bistrot',
  'Agence',
  'Comptoir',
  'Ferme',
  'Librairie',
  'Pharmacie',
  'Menuiserie',
  'Imprimerie',
  'Fromagerie',
  'Conseil',
  'Transports',
  'Batiment',
  'Jardins',
  'Optique',
];
const secondWords = [
  'du Lac',
  'des Tilleuls',
  'Lumière',
  'Horizon',
  'du Port',
  'des Alpes',
  'Boréal',
  'Céleste',
  'de la Gare',
  'Saint-Éloi',
  'Azur',
  'du Moulin',
  'Vauban',
  'des Cèdres',
  'Hélios',
  'Belle Étoile',
  'du Marché',
  'Émeraude',
  'Océane',
  'Montcalm',
];
const legalForms = ['SAS', 'SARL', 'SASU', 'EURL', 'SA', 'EI'];
const streets = [
  'rue de la République',
  'avenue Jean Jaurès',
  'boulevard Victor Hugo',
  'place de la Mairie',
  'rue Pasteur',
  'chemin des Vignes',
  'rue du Général de Gaulle',
  'allée des Peupliers',
];

/** `body` followed by the one check character (of `alphabet`) that makes the country's rule accept it. */
function withCheck(country: 'FR' | 'IT' | 'ES', body: string, alphabet = '0123456789'): string {
  for (const char of alphabet) {
    if (readCompanyId(country, `${body}${char}`) !== undefined) return `${body}${char}`;
  }
  throw new RangeError(`no check character for ${body}`);
}

function creationDate(): string {
  const year = 1985 + Math.floor(random() * 40);
  const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

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

type City = { country: string; code: string; name: string; postal_codes: string[] };
const curatedCities = (
  JSON.parse(readFileSync(new URL('../src/data/curated-cities.json', import.meta.url), 'utf8')) as {
    cities: City[];
  }
).cities;

/** A country's register: trades with their activity, family names, legal forms, streets and identifiers. */
type Register = {
  country: 'DE' | 'IT' | 'ES';
  trades: readonly (readonly [string, string])[];
  families: readonly string[];
  forms: readonly string[];
  streets: readonly string[];
  address(street: string, number: number): string;
  identifier(form: string, city: City): { siren: string; register_court: string | null };
};

// Germany: the Handelsregister of the city's local court; companies (GmbH, UG) in part B, partnerships and
// sole traders in part A; Berlin's court (Charlottenburg) adds 'B' to its numbers.
const GERMAN_COURTS: Record<string, string> = { Berlin: 'Charlottenburg' };
const germanNumbers = new Set<number>([12345]);
const REGISTERS: Register[] = [
  {
    country: 'DE',
    trades: [
      ['Bäckerei', '10.71C'],
      ['Elektro', '43.21A'],
      ['Sanitär', '43.22A'],
      ['Schreinerei', '43.32A'],
      ['Malerbetrieb', '43.34Z'],
      ['Autowerkstatt', '45.20A'],
      ['Buchhandlung', '47.61Z'],
      ['Hotel', '55.10Z'],
      ['Gasthaus', '56.10A'],
      ['Café', '56.30Z'],
      ['Softwarehaus', '62.01Z'],
      ['Steuerberatung', '69.20Z'],
      ['Architekturbüro', '71.11Z'],
      ['Werbeagentur', '73.11Z'],
      ['Friseursalon', '96.02A'],
      ['Gebäudereinigung', '81.21Z'],
    ],
    families: [
      'Müller',
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Meyer',
      'Wagner',
      'Becker',
      'Hoffmann',
      'Schäfer',
    ],
    forms: ['GmbH', 'GmbH', 'UG (haftungsbeschränkt)', 'GmbH & Co. KG', 'KG', 'OHG', 'e.K.'],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Gartenstraße', 'Schulstraße', 'Lindenstraße', 'Kirchweg'],
    address: (street, number) => `${street} ${number}`,
    identifier(form, city) {
      let number = 10_000 + Math.floor(random() * 190_000);
      while (germanNumbers.has(number)) number += 1;
      germanNumbers.add(number);
      const division = form === 'GmbH' || form.startsWith('UG') ? 'HRB' : 'HRA';
      const court = GERMAN_COURTS[city.name] ?? city.name;
      return {
        siren: `${division} ${number}${court === 'Charlottenburg' ? ' B' : ''}`,
        register_court: `Amtsgericht ${court}`,
      };
    },
  },
  {
    country: 'IT',
    trades: [
      ['Panificio', '10.71C'],
      ['Impianti Elettrici', '43.21A'],
      ['Idraulica', '43.22A'],
      ['Falegnameria', '43.32A'],
      ['Autofficina', '45.20A'],
      ['Libreria', '47.61Z'],
      ['Albergo', '55.10Z'],
      ['Trattoria', '56.10A'],
      ['Bar', '56.30Z'],
      ['Studio Informatico', '62.01Z'],
      ['Studio Commercialista', '69.20Z'],
      ['Studio di Architettura', '71.11Z'],
      ['Parrucchiere', '96.02A'],
      ['Impresa di Pulizie', '81.21Z'],
    ],
    families: [
      'Rossi',
      'Russo',
      'Ferrari',
      'Esposito',
      'Bianchi',
      'Romano',
      'Colombo',
      'Ricci',
      'Marino',
      'Greco',
    ],
    forms: ['S.r.l.', 'S.r.l.', 'S.r.l.s.', 'S.p.A.', 'S.n.c.', 'S.a.s.'],
    streets: ['Via Roma', 'Via Garibaldi', 'Corso Italia', 'Via Mazzini', 'Piazza del Duomo', 'Via Verdi'],
    address: (street, number) => `${street} ${number}`,
    // The partita IVA: 7 digits, the office of the province (001-100), the check digit.
    identifier: () => ({
      siren: withCheck('IT', `${digits(7)}${String(1 + Math.floor(random() * 100)).padStart(3, '0')}`),
      register_court: null,
    }),
  },
  {
    country: 'ES',
    trades: [
      ['Panadería', '10.71C'],
      ['Instalaciones Eléctricas', '43.21A'],
      ['Fontanería', '43.22A'],
      ['Carpintería', '43.32A'],
      ['Talleres', '45.20A'],
      ['Librería', '47.61Z'],
      ['Hostal', '55.10Z'],
      ['Restaurante', '56.10A'],
      ['Bar', '56.30Z'],
      ['Asesoría', '69.20Z'],
      ['Estudio de Arquitectura', '71.11Z'],
      ['Peluquería', '96.02A'],
      ['Limpiezas', '81.21Z'],
      ['Clínica Dental', '86.23Z'],
    ],
    families: [
      'García',
      'Fernández',
      'González',
      'Rodríguez',
      'López',
      'Martínez',
      'Sánchez',
      'Pérez',
      'Gómez',
      'Martín',
    ],
    forms: ['S.L.', 'S.L.', 'S.L.U.', 'S.A.'],
    streets: [
      'Calle Mayor',
      'Calle Real',
      'Avenida de la Constitución',
      'Calle de Alcalá',
      'Plaza de España',
    ],
    address: (street, number) => `${street}, ${number}`,
    // The NIF of a company (CIF): A for a public limited company, B for a limited one, 7 digits, the check.
    identifier: (form) => ({
      siren: withCheck('ES', `${form === 'S.A.' ? 'A' : 'B'}${digits(7)}`),
      register_court: null,
    }),
  },
];

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
