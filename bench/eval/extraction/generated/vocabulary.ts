// Word lists the generated documents are written from: people, companies, firms, and the courts
// with the ways their captions print them and number their cases. All names are invented.
import { type Random, int, pick } from './random'

export const FIRST_NAMES = [
  'Amara',
  'Bennett',
  'Celia',
  'Dmitri',
  'Esther',
  'Farrah',
  'Gideon',
  'Hana',
  'Isaac',
  'Jolene',
  'Kofi',
  'Lucinda',
  'Mateo',
  'Nadia',
  'Oren',
  'Priya',
  'Quentin',
  'Rosalind',
  'Soren',
  'Talia',
  'Ulrich',
  'Vivian',
  'Wendell',
  'Ximena',
  'Yusuf',
  'Zora',
  'Harold',
  'Margaret',
  'Desmond',
  'Ingrid',
]
export const LAST_NAMES = [
  'Abernathy',
  'Blackwood',
  'Castellano',
  'Delacroix',
  'Eberhardt',
  'Fairbanks',
  'Galloway',
  'Hollister',
  'Iwasaki',
  'Jablonski',
  'Kincaid',
  'Lindqvist',
  'Moreau',
  'Nakashima',
  'Okonkwo',
  'Pemberton',
  'Quintero',
  'Rasmussen',
  'Sorensen',
  'Thackeray',
  'Underwood',
  'Valdivia',
  'Whitcombe',
  'Yarborough',
  'Zielinski',
  "O'Rourke",
  'McAllister',
  'Hartley-Shaw',
  'Benedetti',
  'Okafor',
]
const COMPANY_STEMS = [
  'Northwind',
  'Bluestone',
  'Cobalt Ridge',
  'Halcyon',
  'Ironwood',
  'Juniper',
  'Keystone Arc',
  'Lakemont',
  'Meridian Vale',
  'Nimbus',
  'Orchard Lane',
  'Pinecrest',
  'Quarry Point',
  'Redfern',
  'Silverline',
  'Tidewater',
  'Umberfield',
  'Vantage Crest',
  'Westbrook',
  'Yellowfin',
  'Zephyr',
  'Ashgrove',
  'Brightwater',
  'Copperleaf',
]
const COMPANY_TRADES = [
  'Holdings',
  'Logistics',
  'Therapeutics',
  'Software',
  'Capital Partners',
  'Energy',
  'Foods',
  'Biosciences',
  'Realty',
  'Media',
  'Financial',
  'Manufacturing',
  'Health Systems',
  'Retail Group',
]
const COMPANY_SUFFIXES = [
  'Inc.',
  'LLC',
  'Corp.',
  'L.P.',
  'Co.',
  'Ltd.',
  'Corporation',
  'N.A.',
  'PLC',
]
const FUND_NAMES = [
  'Police and Fire Retirement System',
  'Teachers Pension Fund',
  'Carpenters Annuity Fund',
  'Municipal Employees Retirement System',
  'Laborers Pension Trust',
]
const CITIES = [
  'Oakmont',
  'Riverside Falls',
  'Cedar Bluff',
  'Port Halden',
  'Ellsworth',
  'Greyhaven',
]

/** A person's name: "Celia Moreau" or "Celia R. Moreau". */
export function personName(random: Random, withInitial = random() < 0.5): string {
  const initial = String.fromCharCode(65 + int(random, 0, 25))
  const first = pick(random, FIRST_NAMES)
  const last = pick(random, LAST_NAMES)
  return withInitial ? `${first} ${initial}. ${last}` : `${first} ${last}`
}

/** A company's name: "Bluestone Logistics, Inc." or "Halcyon Media LLC". */
export function companyName(random: Random): string {
  const suffix = pick(random, COMPANY_SUFFIXES)
  const name = `${pick(random, COMPANY_STEMS)} ${pick(random, COMPANY_TRADES)}`
  // Inc. and N.A. take a comma before them in most captions; LLC and L.P. sometimes; the others not.
  const comma =
    /^(?:Inc\.|N\.A\.)$/.test(suffix) || (/^(?:LLC|L\.P\.)$/.test(suffix) && random() < 0.4)
  return comma ? `${name}, ${suffix}` : `${name} ${suffix}`
}

/** An institutional plaintiff: "City of Oakmont Police and Fire Retirement System". */
export function fundName(random: Random): string {
  return `City of ${pick(random, CITIES)} ${pick(random, FUND_NAMES)}`
}

/** A party: a person or a company. */
export function partyName(random: Random, person: boolean): string {
  return person ? personName(random, random() < 0.3) : companyName(random)
}

/** A law firm's name. */
export function firmName(random: Random): string {
  const a = pick(random, LAST_NAMES)
  const b = pick(
    random,
    LAST_NAMES.filter((name) => name !== a),
  )
  return `${a} & ${b} ${pick(random, ['LLP', 'LLP', 'P.C.', 'PLLC'])}`
}

/** The short name a letter or an order uses: a surname for a person, the first word for a company. */
export function shortName(name: string): string {
  // A public fund is cited by its city: "City of Oakmont".
  if (name.startsWith('City of '))
    return name.replace(/\s+(?:Police|Teachers|Carpenters|Municipal|Laborers)\b.*$/, '')
  if (/,|\b(?:Inc|LLC|Corp|L\.P|Co|Ltd|Corporation|N\.A|PLC|System|Fund|Trust)\b/.test(name)) {
    return name.split(/[\s,]+/)[0]!
  }
  return name.split(/\s+/).pop()!
}

/** Judges' initials as dockets append them: "Celia R. Moreau" → "CRM". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z]/g, '')[0] ?? '')
    .join('')
    .toUpperCase()
}
