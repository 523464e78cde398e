// Generates src/data/companies.json: fictional companies with valid SIREN/SIRET (Luhn), placed in real
// communes and real NAF sub-classes. Deterministic (seeded), so running it again gives the same file.
// Run: node scripts/generate-companies.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { luhnCheckDigit } from '../src/domain/luhn.ts';

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

const companies = [];
const names = new Set<string>();
while (companies.length < 120) {
  const name = `${pick(firstWords)} ${pick(secondWords)}`;
  if (names.has(name)) continue;
  names.add(name);
  const siren8 = digits(8);
  const siren = `${siren8}${luhnCheckDigit(siren8)}`;
  const nic4 = `000${Math.floor(1 + random() * 9)}`;
  const siret = `${siren}${nic4}${luhnCheckDigit(`${siren}${nic4}`)}`;
  const commune = pick(communes);
  const headcount = pick([0, 1, 2, 3, 5, 8, 12, 18, 25, 40, 60, 120]);
  const year = 1985 + Math.floor(random() * 40);
  const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
  const legalForm = pick(legalForms);
  companies.push({
    siren,
    siret,
    name: `${name} (${legalForm})`,
    naf: pick(nafs).id,
    legal_form: legalForm,
    creation_date: `${year}-${month}-${day}`,
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
writeFileSync(
  new URL('../src/data/companies.json', import.meta.url),
  `${JSON.stringify(companies, null, 2)}\n`,
);
console.info(`wrote ${companies.length} companies`);
