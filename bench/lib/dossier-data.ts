// The synthetic dossier of bench/dossier.ts: 200 folders (20 at the top level, 9 inside each) and
// 10,000 processed documents with 1–3 pages of text each. Deterministic (seeded), so two runs
// measure the same data.
import { createHash } from 'node:crypto'
import { rng } from './stats'

export const TOP_FOLDERS = [
  'Pleadings',
  'Discovery',
  'Correspondence',
  'Depositions',
  'Expert Reports',
  'Court Orders',
  'Motions',
  'Exhibits',
  'Contracts',
  'Financial Records',
  'Board Materials',
  'Regulatory Filings',
  'Internal Memos',
  'Research',
  'Settlement',
  'Witness Statements',
  'Invoices',
  'Press',
  'Insurance',
  'Trial Preparation',
] as const

export const SUBFOLDERS = [
  'Plaintiff',
  'Defendant',
  'Third Parties',
  'Drafts',
  'Final',
  'Privileged',
  'Produced',
  'Received',
  'Archive',
] as const

/** The five folders that hold 500 documents each (a big production set). */
export const BIG_FOLDERS = [
  'Discovery/Produced',
  'Discovery/Received',
  'Correspondence/Received',
  'Financial Records/Produced',
  'Exhibits/Final',
]
/** The measured small folder (about 38 documents). */
export const SMALL_FOLDER = 'Pleadings/Drafts'
/** The measured big folder. */
export const BIG_FOLDER = BIG_FOLDERS[0]!

export type FolderPlan = { path: string; parent: string | null; name: string; documents: number }

/**
 * Every folder (parents first) and how many documents it holds; `topLevel` is the count at the
 * dossier's top level. At scale 1: 100 at the top level, 5 folders × 500, 195 folders × 37–38.
 */
export function folderPlan(scale = 1): { folders: FolderPlan[]; topLevel: number } {
  const folders: FolderPlan[] = []
  for (const top of TOP_FOLDERS) {
    folders.push({ path: top, parent: null, name: top, documents: 0 })
    for (const sub of SUBFOLDERS) {
      folders.push({ path: `${top}/${sub}`, parent: top, name: sub, documents: 0 })
    }
  }
  let small = 0
  for (const folder of folders) {
    if (BIG_FOLDERS.includes(folder.path)) folder.documents = Math.round(500 * scale)
    else {
      // 7,400 over 195 folders: 185 × 38 and 10 × 37.
      folder.documents = Math.round((small < 185 ? 38 : 37) * scale)
      small++
    }
  }
  return { folders, topLevel: Math.round(100 * scale) }
}

const KINDS = [
  { kind: 'pdf', mimeType: 'application/pdf', ext: 'pdf', weight: 0.6 },
  {
    kind: 'docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
    weight: 0.2,
  },
  { kind: 'eml', mimeType: 'message/rfc822', ext: 'eml', weight: 0.08 },
  {
    kind: 'xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ext: 'xlsx',
    weight: 0.06,
  },
  { kind: 'txt', mimeType: 'text/plain', ext: 'txt', weight: 0.04 },
  { kind: 'html', mimeType: 'text/html', ext: 'html', weight: 0.02 },
] as const

const PEOPLE = [
  'Maria Chen',
  'Daniel Ortega',
  'Priya Raman',
  'James Whitfield',
  'Eleanor Hale',
  'Marcus Webb',
  'Sofia Lindqvist',
  'Tomasz Nowak',
  'Aisha Bello',
  'Robert Kline',
  'Hannah Okafor',
  'Victor Alvarez',
]
const COMPANIES = [
  'Northwind Holdings, Inc.',
  'Castellan Logistics LLC',
  'Harbor Freight Lines Co.',
  'Meridian Health Partners',
  'Ohio Teachers Retirement Fund',
  'Blue Ridge Capital Advisors',
]
const TITLES = [
  (p: string, n: number) => `Deposition of ${p}, Vol. ${(n % 4) + 1}`,
  (p: string, n: number) => `Email from ${p} re Q${(n % 4) + 1} revenue recognition`,
  (_p: string, n: number) => `Exhibit ${100 + (n % 900)} - Board minutes`,
  (_p: string) => `Motion to compel production`,
  (p: string) => `Declaration of ${p} in support of opposition`,
  (_p: string, n: number) => `Invoice ${4000 + (n % 5000)}`,
  (_p: string, n: number) => `Production ${String(n % 10000).padStart(5, '0')} NWH`,
  (p: string) => `Letter to ${p} regarding preservation`,
  (_p: string, n: number) => `Audit committee report FY${2020 + (n % 6)}`,
  (_p: string) => `Amended complaint`,
  (p: string) => `Expert report of ${p}`,
  (_p: string, n: number) => `Revenue schedule ${2021 + (n % 5)}`,
  (_p: string) => `Order granting in part motion to dismiss`,
  (p: string) => `Witness statement - ${p}`,
  (_p: string, n: number) => `Carriage agreement amendment ${(n % 7) + 1}`,
  (_p: string) => `Privilege log`,
]

type Cast = { person: string; party: string; other: string }
const SENTENCES: ((c: Cast) => string)[] = [
  (c) =>
    `${c.person} testified that the revenue recognised in the third quarter included shipments that ${c.other} had not accepted.`,
  (c) =>
    `Counsel for ${c.party} objected to the form of the question and instructed the witness not to answer on grounds of privilege.`,
  (c) =>
    `On the date in question, ${c.person} forwarded the draft restatement to the audit committee of ${c.other}, copying counsel for ${c.party}.`,
  (c) =>
    `The agreement provides that ${c.party} shall deliver each consignment within seventy-two hours of the scheduled pickup, failing which liquidated damages accrue.`,
  (c) =>
    `${c.person} stated that no one at the company discussed the channel-stuffing allegations before the earnings call.`,
  (c) =>
    `Plaintiffs allege that ${c.other} and ${c.party} knew or recklessly disregarded that the reported figures were materially overstated.`,
  () =>
    `The parties met and conferred on the scope of custodians and agreed to a rolling production schedule beginning the first Monday of each month.`,
  (c) =>
    `According to the spreadsheet maintained by ${c.person}, the deferred revenue balance was adjusted eleven times during the class period.`,
  () =>
    `The court finds that the complaint adequately pleads scienter as to the individual defendants but not as to the outside directors.`,
  (c) =>
    `${c.person} confirmed receipt of the notice of termination and reserved all rights under the agreement with ${c.party}.`,
]

export type SeedDocument = {
  name: string
  kind: (typeof KINDS)[number]['kind']
  mimeType: string
  pages: string[]
  summary: string
  htmlContent?: string
  tags: string[]
  bytes: Uint8Array
  sha256: string
}

function pick<T>(random: () => number, xs: readonly T[]): T {
  return xs[Math.floor(random() * xs.length)]!
}

function paragraph(random: () => number, target: number) {
  let text = ''
  while (text.length < target) {
    const sentence = pick(random, SENTENCES)
    const cast = {
      person: pick(random, PEOPLE),
      party: pick(random, COMPANIES),
      other: pick(random, COMPANIES),
    }
    text += (text ? ' ' : '') + sentence(cast)
  }
  return text
}

/** Document number `n` (0-based) of the whole dossier. */
export function makeDocument(n: number): SeedDocument {
  const random = rng(0x5eed + n * 7919)
  let r = random()
  let spec: (typeof KINDS)[number] = KINDS[0]
  for (const k of KINDS) {
    if (r < k.weight) {
      spec = k
      break
    }
    r -= k.weight
  }
  const title = pick(random, TITLES)(pick(random, PEOPLE), n)
  const name = `${title} (${n + 1}).${spec.ext}`
  const pageCount = 1 + Math.floor(random() * 3)
  const pages: string[] = []
  for (let p = 0; p < pageCount; p++) {
    // A page of a legal PDF holds roughly 1,500 to 3,000 characters.
    const paragraphs = [
      paragraph(random, 500 + random() * 500),
      paragraph(random, 500 + random() * 600),
    ]
    if (random() < 0.6) paragraphs.push(paragraph(random, 400 + random() * 600))
    pages.push(paragraphs.join('\n\n'))
  }
  const fileText = pages.join('\f')
  const bytes = new TextEncoder().encode(fileText)
  const tags = random() < 0.3 ? [pick(random, ['Hot', 'Key document', 'Privileged', 'Review'])] : []
  return {
    name,
    kind: spec.kind,
    mimeType: spec.mimeType,
    pages,
    summary: `${title}. ${pages[0]!.slice(0, 220).trim()}…`,
    htmlContent:
      spec.kind === 'docx' || spec.kind === 'eml' || spec.kind === 'html'
        ? pages
            .map((page) =>
              page
                .split('\n\n')
                .map((p) => `<p>${p}</p>`)
                .join(''),
            )
            .join('<hr>')
        : undefined,
    tags,
    bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  }
}
