// The courts generated cases are filed in: how each prints its caption heading, numbers its cases
// and titles its judges, and the canonical name a label expects.
import { type Random, chance, int, pick } from './random'
import { initialsOf } from './vocabulary'

/** A court as the generators use it. */
export type CourtSpec = {
  canonical: string
  /** The heading lines of a caption (one variant chosen per document). */
  heading: (random: Random) => string[]
  /** A docket number as printed, with its label, and the value a label expects. */
  docket: (random: Random, year: number, judge: string) => { printed: string; value: string }
  /** How a caption or an order names the judge. */
  judgeLine: (random: Random, judge: string) => string
  /** How an order's signature names the judge (lines). */
  signature: (random: Random, judge: string) => string[]
  /** A short form a letter's "Re:" line puts after the docket ("S.D.N.Y."), if any. */
  abbreviation?: string
  federal: boolean
}

type District = { direction?: string; state: string; abbr: string; office: number[] }

const DISTRICTS: District[] = [
  { direction: 'Southern', state: 'New York', abbr: 'S.D.N.Y.', office: [1] },
  { direction: 'Eastern', state: 'New York', abbr: 'E.D.N.Y.', office: [1, 2] },
  { direction: 'Northern', state: 'California', abbr: 'N.D. Cal.', office: [3, 4, 5] },
  { direction: 'Central', state: 'California', abbr: 'C.D. Cal.', office: [2, 8] },
  { state: 'Delaware', abbr: 'D. Del.', office: [1] },
  { state: 'New Jersey', abbr: 'D.N.J.', office: [2, 3] },
  { direction: 'Northern', state: 'Illinois', abbr: 'N.D. Ill.', office: [1] },
  { direction: 'Southern', state: 'Texas', abbr: 'S.D. Tex.', office: [4] },
  { direction: 'Eastern', state: 'Virginia', abbr: 'E.D. Va.', office: [1, 3] },
  { state: 'Massachusetts', abbr: 'D. Mass.', office: [1] },
  { direction: 'Western', state: 'Washington', abbr: 'W.D. Wash.', office: [2] },
  { direction: 'Southern', state: 'Florida', abbr: 'S.D. Fla.', office: [0] },
  { direction: 'Eastern', state: 'Pennsylvania', abbr: 'E.D. Pa.', office: [2] },
  { state: 'Colorado', abbr: 'D. Colo.', office: [1] },
]

const pad = (n: number, width: number) => String(n).padStart(width, '0')

function federalCourt(d: District): CourtSpec {
  const district = `${d.direction ? `${d.direction} ` : ''}District of ${d.state}`
  return {
    canonical: `United States District Court for the ${district}`,
    federal: true,
    abbreviation: d.abbr,
    heading: (random) =>
      pick(random, [
        ['UNITED STATES DISTRICT COURT', district.toUpperCase()],
        [`UNITED STATES DISTRICT COURT FOR THE ${district.toUpperCase()}`],
        ['IN THE UNITED STATES DISTRICT COURT', `FOR THE ${district.toUpperCase()}`],
        [
          'UNITED STATES DISTRICT COURT',
          district.toUpperCase(),
          `${pick(random, ['NORTHERN', 'EASTERN', 'CENTRAL'])} DIVISION`,
        ],
      ]),
    docket: (random, year, judge) => {
      const yy = pad(year % 100, 2)
      const seq = int(random, 120, 9800)
      const office = pick(random, d.office)
      const initials = initialsOf(judge)
      const style = int(random, 0, 4)
      if (style === 0)
        return {
          printed: `Case No. ${office}:${yy}-cv-${pad(seq, 5)}`,
          value: `${office}:${yy}-cv-${pad(seq, 5)}`,
        }
      if (style === 1)
        return {
          printed: `No. ${office}:${yy}-cv-${pad(seq, 5)}-${initials}`,
          value: `${office}:${yy}-cv-${pad(seq, 5)}-${initials}`,
        }
      if (style === 2)
        return {
          printed: `Civil Action No. ${yy}-cv-${seq} (${initials})`,
          value: `${yy}-cv-${seq}-${initials}`,
        }
      if (style === 3)
        return { printed: `C.A. No. ${yy}-${seq}-${initials}`, value: `${yy}-${seq}-${initials}` }
      return { printed: `Case No. ${yy}-cv-${pad(seq, 5)}`, value: `${yy}-cv-${pad(seq, 5)}` }
    },
    judgeLine: (random, judge) =>
      pick(random, [`Hon. ${judge}`, `Judge ${judge}`, `The Honorable ${judge}`]),
    signature: (random, judge) =>
      pick(random, [
        [`/s/ ${judge}`, 'United States District Judge'],
        [judge.toUpperCase(), 'UNITED STATES DISTRICT JUDGE'],
        [
          '______________________________',
          `HON. ${judge.toUpperCase()}`,
          'United States District Judge',
        ],
        [`Hon. ${judge}, U.S.D.J.`],
      ]),
  }
}

const STATE_COURTS: CourtSpec[] = [
  {
    canonical: 'Supreme Court of the State of New York, County of New York',
    federal: false,
    heading: (random) =>
      chance(random, 0.5)
        ? ['SUPREME COURT OF THE STATE OF NEW YORK', 'COUNTY OF NEW YORK']
        : ['SUPREME COURT OF THE STATE OF NEW YORK, COUNTY OF NEW YORK'],
    docket: (random, year) => {
      const value = `${int(random, 650000, 659999)}/${year}`
      return { printed: `Index No. ${value}`, value }
    },
    judgeLine: (_random, judge) => `Hon. ${judge}, J.S.C.`,
    signature: (_random, judge) => ['ENTER:', `HON. ${judge.toUpperCase()}, J.S.C.`],
  },
  {
    canonical: 'Superior Court of the State of California, County of Los Angeles',
    federal: false,
    heading: (random) =>
      pick(random, [
        ['SUPERIOR COURT OF THE STATE OF CALIFORNIA', 'FOR THE COUNTY OF LOS ANGELES'],
        ['SUPERIOR COURT OF THE STATE OF CALIFORNIA', 'COUNTY OF LOS ANGELES'],
      ]),
    docket: (random, year) => {
      const value = `${pad(year % 100, 2)}STCV${int(random, 10000, 39999)}`
      return { printed: `Case No. ${value}`, value }
    },
    judgeLine: (random, judge) => `Assigned to the Hon. ${judge}, Dept. ${int(random, 10, 78)}`,
    signature: (_random, judge) => [
      '______________________________',
      `Hon. ${judge}`,
      'Judge of the Superior Court',
    ],
  },
  {
    canonical: 'Circuit Court of Cook County, Illinois',
    federal: false,
    heading: () => [
      'IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS',
      'COUNTY DEPARTMENT, LAW DIVISION',
    ],
    docket: (random, year) => {
      const value = `${year} L ${pad(int(random, 1000, 15000), 6)}`
      return { printed: `No. ${value}`, value }
    },
    judgeLine: (_random, judge) => `Judge ${judge}`,
    signature: (_random, judge) => ['ENTERED:', `Judge ${judge}`, 'Judge No. 2041'],
  },
  {
    canonical: 'Court of Chancery of the State of Delaware',
    federal: false,
    heading: () => ['IN THE COURT OF CHANCERY OF THE STATE OF DELAWARE'],
    docket: (random, year, judge) => {
      const value = `${year}-${pad(int(random, 100, 1300), 4)}-${initialsOf(judge)}`
      return { printed: `C.A. No. ${value}`, value }
    },
    judgeLine: (_random, judge) => `Vice Chancellor ${judge}`,
    signature: (_random, judge) => [`/s/ ${judge}`, 'Vice Chancellor'],
  },
  {
    canonical: 'District Court of Harris County, Texas',
    federal: false,
    heading: (random) => [
      'IN THE DISTRICT COURT OF HARRIS COUNTY, TEXAS',
      `${pick(random, ['55TH', '133RD', '190TH'])} JUDICIAL DISTRICT`,
    ],
    docket: (random, year) => {
      const value = `${year}-${pad(int(random, 10000, 89999), 5)}`
      return { printed: `Cause No. ${value}`, value }
    },
    judgeLine: (_random, judge) => `Hon. ${judge}, Presiding`,
    signature: () => ['______________________________', 'JUDGE PRESIDING'],
  },
]

/** Every court a generated case may be filed in: fourteen federal districts, five state courts. */
export const COURTS: CourtSpec[] = [...DISTRICTS.map(federalCourt), ...STATE_COURTS]
