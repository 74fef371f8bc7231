// What a "when" question dates: the paper it names ("the complaint", "the notice of appeal",
// "Governor Pritzker's request"), the case's start ("initially filed", "commenced"), or an event.
// A paper's own date answers only when the document is that paper: asked of a consent decree, "When
// was the complaint filed?" is answered by the decree's sentence that dates the complaint, not by
// the decree's own date. Pure.
import { contentStemSet, tokenize } from './terms'
import type { SourcePage } from './types'

// Papers a question may date, as a litigator names them.
const PAPER =
  '(notice\\s+of\\s+appeal|(?:memorandum|report)\\s+and\\s+recommendation|recommendation|opposition|complaint|petition|motion|request|application|answer|brief|stipulation|return|response|reply|order|opinion|judgment|decree|memorandum|decision|ruling|injunction|writ|indictment|verdict|mandate)s?'
// What is done to a paper on its date.
const OWN_VERB =
  '(?:e-?filed|filed|entered|signed|issued|docketed|dated|served|lodged|submitted|rendered|handed\\s+down)'
const DETERMINER = "(?:the|an?|its|their|his|her|this|[\\p{L}.]+(?:['’]s|s['’]))"
// Up to three words before a paper's name: "the original", "its Rule 60(b)", "the Opinion &".
const MODIFIERS = '(?:(?:[\\p{L}-]+|[\\p{L}\\d]+\\([\\p{L}\\d]+\\)|&)\\s+){0,3}?'
const PAPER_DATED = [
  // "When was the notice of appeal filed", "the order denying class certification … entered"
  new RegExp(
    `\\b${DETERMINER}\\s+${MODIFIERS}${PAPER}\\b(?:\\s+(?!${OWN_VERB}\\b)[\\p{L}\\d.,'’()&-]+){0,10}?\\s+(?:(?:was|were|be|is)\\s+)?${OWN_VERB}\\b`,
    'iu',
  ),
  // "When did the EEOC file its complaint", "the FTC issue its complaint"
  new RegExp(
    `\\b(?:file|files|filed|submit|submitted|lodge|lodged|serve|served|sign|signed|issue|issued|enter|entered)\\s+${DETERMINER}\\s+${MODIFIERS}${PAPER}\\b`,
    'iu',
  ),
  // "What date appears on the complaint", "the date of the judgment"
  new RegExp(
    `\\bdate\\s+(?:(?:appears|appearing|written|stated)\\s+)?(?:on|of)\\s+${DETERMINER}\\s+(?:[\\p{L}-]+\\s+){0,3}?${PAPER}\\b`,
    'iu',
  ),
]

const HEAD_PAPER = new RegExp(`^\\s+${PAPER}\\b`, 'iu')

/** The paper a date question dates ("complaint", "notice of appeal", "order"), or undefined. */
export function datedPaper(question: string): string | undefined {
  for (const re of PAPER_DATED) {
    const match = re.exec(question)
    if (!match?.[1]) continue
    // "the consent order", "the consent judgment": a consent decree, whatever it is called.
    if (/\bconsent\s+(?:[\p{L}-]+\s+)?$/iu.test(match[0].slice(0, match[0].indexOf(match[1]))))
      return 'consent decree'
    // "the TRO and preliminary injunction motion": the last of two paper words is the paper.
    const after = match[0].slice(match[0].indexOf(match[1]) + match[1].length)
    const head = HEAD_PAPER.exec(after)?.[1] ?? match[1]
    return head.toLowerCase().replace(/\s+/g, ' ')
  }
  return undefined
}

// "When was Doe v. Roe initially filed?", "When did the plaintiffs file suit?", "… file their
// complaint?", "When did Doe sue the city?": the case's start asked in words (an amended
// complaint is a later paper).
const CASE_START_ASKED =
  /\b(?:initially|originally|first)\s+(?:e-?filed|filed|brought)\b|\b(?:commenced|instituted)\b|\bwhen\s+(?:was|were)\s+(?:the|this)\s+(?:case|action|suit|lawsuit|proceeding)\s+(?:filed|brought|begun)\b|\b(?:file|bring)\s+(?:(?:a|the|this|their|its|his|her)\s+)?(?:suit|lawsuit|action|case)\b|\bfile\s+(?:(?:a|the|their|its|his|her)\s+)?(?:(?:original|initial)\s+)?(?:complaint|petition)\b|\b(?:did|does)\s+(?:[\p{L}.'’-]+\s+){1,6}sue\b/iu
// "When did the tenants file Doe v. Roe?": the case filed, by its name (capitalised words, "v.").
const CASE_NAME_FILED = /\b[Ff]ile\s+(?:\p{Lu}[\p{L}.'’&-]*\s+){1,6}v\.?\s/u

/** Whether a date question asks when the case began, which a complaint or petition dates. */
export const CASE_START = {
  test: (question: string): boolean =>
    CASE_START_ASKED.test(question) || CASE_NAME_FILED.test(question),
}

// The court's own rulings: a "memorandum and order", an "opinion and order", a "decision".
const RULING = new Set(['order', 'opinion', 'memorandum', 'decision', 'ruling'])
// A magistrate judge's recommendation is the magistrate's paper, not the order adopting it.
const PAPER_TYPE: Record<string, string> = {
  'memorandum and recommendation': 'memorandum',
  'notice of appeal': 'notice',
  decree: 'consent decree',
}

/** Whether a document of this type is the paper the question dates. */
export function isPaper(paper: string, documentType: string): boolean {
  if (RULING.has(paper) && RULING.has(documentType)) return true
  return (PAPER_TYPE[paper] ?? paper) === documentType
}

// A title's head ends where it names what it answers or asks for: "MEMORANDUM IN OPPOSITION TO
// PLAINTIFFS' MOTION" is an opposition, not a motion; "ORDER GRANTING MOTION" is no motion. A
// memorandum's own name ("OF POINTS AND AUTHORITIES", "OF LAW") is no such end.
const TITLE_HEAD_END = /^(?:TO|OF|FOR|ON|RE:?|REGARDING|[A-Z]{3,}ING)$/
const MEMORANDUM_NAME = /\bOF\s+(?:POINTS\s+AND\s+AUTHORITIES|LAW)\b/g
/** Characters of a title, from its first paper word, read across a flattened caption's column. */
const TITLE_SPAN = 240

/**
 * Whether a paper's title, from its first paper word on, names the paper a question dates in its
 * head though its type is another: "DEFENDANTS’ MEMORANDUM IN OPPOSITION TO PLAINTIFFS’ MOTION" is
 * the defendants' opposition (its type a memorandum). Only the title's capital words count: a
 * flattened caption's left column (party lines, "v.") interleaves with it.
 */
export function titleHeadNames(paper: string, title: string): boolean {
  const words = title
    .slice(0, TITLE_SPAN)
    .replace(MEMORANDUM_NAME, ' ')
    .split(/\s+/)
    .filter((w) => /^[A-Z][A-Z’'.:]*$/.test(w))
  const head: string[] = []
  for (const word of words.slice(1)) {
    if (TITLE_HEAD_END.test(word)) break
    head.push(word.replace(/[.:]$/, ''))
  }
  const asked = paper.toUpperCase().split(/\s+/).pop()!
  return head.some((w) => w === asked || w === `${asked}S`)
}

/**
 * The documents whose title names in its head the paper a question dates (see titleHeadNames),
 * read from where each document's type was found; empty when the question dates no paper.
 */
export function titledPapers(
  asked: { paper?: string },
  pages: readonly SourcePage[],
  facts: ReadonlyArray<{
    kind: string
    documentId: string
    page: number
    start: number
    context?: string
  }>,
): Set<string> {
  const titled = new Set<string>()
  if (!asked.paper) return titled
  for (const f of facts) {
    if (f.kind !== 'documentType') continue
    const page = pages.find((p) => p.documentId === f.documentId && p.page === f.page)
    if (page && titleHeadNames(asked.paper, page.text.slice(f.start))) titled.add(f.documentId)
  }
  for (const id of firstEntries(asked.paper, facts)) titled.add(id)
  return titled
}

// The clerk's stamp of a case's first docket entry: "Case 1:18-cv-00645 Document 1 Filed 11/28/18".
const FIRST_ENTRY_STAMP = /\bDocument\s+1\s+Filed\b/i

/**
 * Asked of the complaint or petition, the untitled papers the clerk stamped as the case's first
 * docket entry ("Document 1"): the paper that opens a case, though its title went unread.
 */
function firstEntries(
  paper: string,
  facts: ReadonlyArray<{ kind: string; documentId: string; context?: string }>,
): string[] {
  if (paper !== 'complaint' && paper !== 'petition') return []
  const typed = new Set(facts.filter((f) => f.kind === 'documentType').map((f) => f.documentId))
  return facts
    .filter(
      (f) =>
        f.kind === 'filingDate' &&
        !typed.has(f.documentId) &&
        FIRST_ENTRY_STAMP.test(f.context ?? ''),
    )
    .map((f) => f.documentId)
}

// "When was the original complaint filed?" asks of the first complaint: an amended one's own date
// is a later paper's. The amendment is said in the title, before or at its paper word.
const ORIGINAL_ASKED =
  /\b(?:original|initial|first)\s+(?:(?!amended\b)[\p{L}-]+\s+)?(?:complaint|petition)\b/iu
const AMENDED_TITLE = /\bAMENDED\b/

/** The documents a question of the original paper rules out: those whose title says amended. */
export function amendedPapers(
  question: string,
  facts: ReadonlyArray<{ kind: string; documentId: string; context: string }>,
): Set<string> {
  if (!ORIGINAL_ASKED.test(question)) return new Set()
  return new Set(
    facts
      .filter((f) => f.kind === 'documentType' && AMENDED_TITLE.test(f.context))
      .map((f) => f.documentId),
  )
}

/**
 * Whether a document's own date answers the question: when it names a paper, only that paper's;
 * asked when the case began, only a complaint's or petition's; else as the question's verb says.
 * A paper of no known type is no pleading: a complaint or petition titles itself so ("COMPLAINT
 * FOR DECLARATORY RELIEF"), while a reporter's opinion ("No. C-05-02324. | Dec. 5, 2007.") often
 * has no title the facts read, and its date is the decision's, not the case's start.
 */
export function ownDateAnswers(
  asked: { ownDate?: boolean; paper?: string; caseStart?: boolean },
  documentType: string | undefined,
): boolean {
  if (!documentType) return asked.ownDate === true && !asksPleading(asked)
  if (asked.paper) return isPaper(asked.paper, documentType)
  if (asked.caseStart) return documentType === 'complaint' || documentType === 'petition'
  return asked.ownDate === true
}

/**
 * Whether the question dates what an untyped paper's own date never is: the case's start, its
 * pleading (a complaint, a petition), or the appellate clerk's mandate that follows an opinion.
 */
function asksPleading(asked: { paper?: string; caseStart?: boolean }): boolean {
  return asked.caseStart === true || /^(?:complaint|petition|mandate)$/.test(asked.paper ?? '')
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const WITHIN =
  /\bin\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+((?:19|20)\d{2})\b|\b(?:day|date)\s+in\s+((?:19|20)\d{2})\b/i

/**
 * The month or year a question puts its date in ("On what day in June 2002 …?" → "2002-06"), as
 * the start of a yyyy-mm-dd value: a date outside it does not answer. A year elsewhere in the
 * question ("the 2010 memorandum") names a paper, not the date asked.
 */
export function dateWithin(question: string): string | undefined {
  const match = WITHIN.exec(question)
  if (!match) return undefined
  if (match[3]) return match[3]
  const month = MONTHS.indexOf(match[1]!.toLowerCase()) + 1
  return `${match[2]}-${String(month).padStart(2, '0')}`
}

// The words of a date question that name what happened, though they are asking words elsewhere
// ("filed", "complaint", "entered"): a dated sentence must speak of them.
const EVENT_WORDS = new Set(
  (
    'filed file files filing entered issued decided heard signed argued rendered opinion order ' +
    'judgment complaint motion brief appeal petition notice suit brought sued hearing'
  ).split(' '),
)

// How a sentence says a case began: "plaintiffs filed this action", "commenced this suit",
// "Complaint filed, summons issued". The question's own "file" is a stop word elsewhere (a file).
const CASE_START_WORDS = 'filed commenced instituted brought complaint petition'

/**
 * The stems of the question's words that name the dated event; asked when the case began ("When
 * did the plaintiffs file suit?"), the words a sentence says it with.
 */
export function eventStems(question: string): Set<string> {
  const stems = stemsOf(question, EVENT_WORDS)
  if (CASE_START.test(question)) for (const s of contentStemSet(CASE_START_WORDS)) stems.add(s)
  return stems
}

// A court's name in a date question names who acted, not what happened: "When did the Court of
// Appeals grant leave?" is not answered by a docket row's "NOTICE OF APPEAL" for sharing "appeal".
const COURT_NAME =
  /\b(?:(?:the\s+)?(?:[\p{Lu}][\p{L}.]*\s+)*Court\s+of\s+(?:Criminal\s+)?Appeals?|Appellate\s+(?:Division|Court|Term)|(?:Supreme|District|Circuit|Superior|County|Family|Surrogate['’]?s?|Bankruptcy)\s+Court)\b/gu

/** The question without the courts it names, for matching the event asked against a sentence. */
export function withoutCourtNames(question: string): string {
  return question.replace(COURT_NAME, ' ')
}

// A court's formula that uses an event's words without any event: "At IAS Part 14 of the Supreme
// Court …, held in and for the County of Kings", "at a term held at the courthouse". The date
// beside it is the paper's, not when anything was "held".
const COURT_FORMULA =
  /\b(?:term\s+)?held\s+(?:in\s+and\s+for|at|in)\s+(?:the\s+)?(?:County|City|Courthouse|Court\s*house)\b/gi

/** A date's sentence without the court formulas whose words are no event. */
export function withoutCourtFormula(text: string): string {
  return text.replace(COURT_FORMULA, ' ')
}

// What money is, named by words that are asking words elsewhere ("How much was the award?").
const AMOUNT_WORDS = new Set(['award', 'awarded', 'penalty', 'penalties', 'fine', 'fines', 'sum'])

/** The stems of the question's words that say what the money asked for is. */
export function amountNounStems(question: string): Set<string> {
  const stems = stemsOf(question, AMOUNT_WORDS)
  // What a party seeks is what its pleading demands or prays for ("WHEREFORE, plaintiff demands
  // judgment in the sum of …"): any of these words asks for that clause.
  if (SOUGHT.test(question)) for (const s of contentStemSet(SOUGHT_WORDS)) stems.add(s)
  return stems
}

const SOUGHT =
  /\b(?:seek|seeks|seeking|sought|demand|demands|demanded|request|requests|requested|pray|prays|prayed|claim|claims|claimed)\b/i
const SOUGHT_WORDS = 'seek sought demand request pray prayer claim'

function stemsOf(question: string, words: Set<string>): Set<string> {
  return contentStemSet(
    tokenize(question)
      .map((t) => t.word)
      .filter((w) => words.has(w))
      .join(' '),
  )
}

const SMALL = new Set(['of', 'for', 'to', 'the', 'and', 'on', 'in', 'a', 'an'])

/**
 * How many of the question's words a text spells as initials: dockets and registers abbreviate
 * what the question writes out ("NOA" for notice of appeal, "TRO" for temporary restraining
 * order, "MSJ" for motion for summary judgment). Initials of three letters or more only.
 */
export function initialsShared(text: string, question: string): number {
  const words = tokenize(question).map((t) => t.word)
  let shared = 0
  for (const [token] of text.matchAll(/\b\p{Lu}{3,5}\b/gu)) {
    const initials = token.toLowerCase()
    for (let i = 0; i < words.length; i++) {
      if (SMALL.has(words[i]!)) continue
      const n = initialRun(words, i, initials)
      if (n > 0) {
        shared += n
        break
      }
    }
  }
  return shared
}

/** The number of words from `i` whose initials spell `initials` (small words may be skipped), or 0. */
function initialRun(words: string[], i: number, initials: string): number {
  let k = 0
  let counted = 0
  for (let j = i; j < words.length && k < initials.length; j++) {
    const word = words[j]!
    if (word[0] === initials[k]) {
      k++
      counted++
    } else if (!SMALL.has(word) || j === i) return 0
  }
  return k === initials.length ? counted : 0
}

// What joins the days of one list or range: "April 6 and 7", "June 1-3", "May 2, 3 and 4".
const DAY_JOIN = /^\s*(?:,\s*(?:(?:and|&)\s+)?|(?:and|&|through|thru|to|until)\s+|[-–—]\s*)$/i

/**
 * The days written together with a date ("on April 6 and 7, 2020" holds two), in order: a
 * hearing or trial held over several days is answered with all of them. Only dates of the same
 * page joined by nothing but "and", a comma or a dash.
 */
export function joinedDays<T extends { page: number; start: number; end: number }>(
  date: T,
  dates: readonly T[],
  text: string,
): T[] {
  const row = dates
    .filter((d) => d.page === date.page)
    .sort((a, b) => a.start - b.start)
    .filter((d, i, all) => i === 0 || d.start !== all[i - 1]!.start)
  const at = row.findIndex((d) => d.start === date.start)
  if (at === -1) return [date]
  const joined = (a: T, b: T) => DAY_JOIN.test(text.slice(a.end, b.start))
  let from = at
  let to = at
  while (from > 0 && joined(row[from - 1]!, row[from]!)) from--
  while (to < row.length - 1 && joined(row[to]!, row[to + 1]!)) to++
  return row.slice(from, to + 1)
}
