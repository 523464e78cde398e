// What scripts/generate-companies.ts draws companies from: the French names, legal forms and streets, and
// the German, Italian and Spanish registers (trades, families, forms, streets, identifiers with their check).
import { readCompanyId } from '../src/prospects/companies.ts';
import { digits, random } from './seeded-random.ts';

// France: a name is a first and a second word, with a legal form; an address a number and a street.
export const firstWords = [
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
export const secondWords = [
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
export const legalForms = ['SAS', 'SARL', 'SASU', 'EURL', 'SA', 'EI'];
export const streets = [
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
export function withCheck(country: 'FR' | 'IT' | 'ES', body: string, alphabet = '0123456789'): string {
  for (const char of alphabet) {
    if (readCompanyId(country, `${body}${char}`) !== undefined) return `${body}${char}`;
  }
  throw new RangeError(`no check character for ${body}`);
}

/** A creation date drawn between 1985 and 2024. */
export function creationDate(): string {
  const year = 1985 + Math.floor(random() * 40);
  const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** A curated city of data/curated-cities.json. */
export type City = { country: string; code: string; name: string; postal_codes: string[] };

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

/** The German, Italian and Spanish registers. */
export const REGISTERS: Register[] = [
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
