// The text around a stored fact that tells what it answers: the label just before an amount, a
// deadline's "by", a docket sheet's row, a statute's ceiling, the clause nearest a date. Pure.
import { findDates } from '../extract/dates'
import { withoutCourtFormula } from './dated'
import { labelLineGain } from './labelLine'
import { courtFitsQualifier } from './qualifier'
import { contentStemSet } from './terms'
import type { SourcePage } from './types'
import type { ScopeFact } from './typed'

// What a date a deadline's words govern gains asked "By what date …?": more than a docket row
// that shares the question's words but sets no deadline ("TEXT ORDER re 5 MOTION").
const DEADLINE_GAIN = 2

const TOTAL_LABEL = /\b(?:total|totall?ing|aggregate|in\s+all|altogether|sum\s+of)\b/i

/** Characters before a value read as its label ("TOTAL $215.00", "a fine of up to $1,000"). */
const LABEL_SPAN = 40
const LABEL_WORDS = 4

/**
 * For an amount, how much of the question the words just before it speak of: forms, registers
 * and fee tables put the label right before the value, and a sentence's window may hold several
 * values of which only one is the one asked for. (A date's words before it often name what it
 * dates, "the June 19 opinion", so a date gains only as a deadline.)
 */
export function labelScore(
  fact: ScopeFact,
  pages: SourcePage[],
  questionStems: Set<string>,
  deadline: boolean,
  spanEnd: boolean,
): number {
  if (fact.kind !== 'date' && fact.kind !== 'amount') return 0
  const page = pages.find((p) => p.documentId === fact.documentId && p.page === fact.page)
  if (!page) return 0
  const before = page.text.slice(Math.max(0, fact.start - LABEL_SPAN), fact.start)
  // "By what date …?" asks for a deadline: the date a "by", "before" or "no later than" governs.
  // "Until when …?" asks for the end of a span: the date a "to", "until" or "through" governs.
  if (fact.kind === 'date') {
    if (deadline && /\b(?:by|before|later\s+than|until|through)\s+$/i.test(before))
      return DEADLINE_GAIN
    if (spanEnd) return /\b(?:to|until|till|through|thru)\s+$/i.test(before) ? 1 : 0
    // A heading's "Signed 08/26/2016" asked "When was the order signed?" (see labelLine).
    return labelLineGain(fact.context, page.text.slice(fact.start, fact.end), questionStems)
  }
  // Only the label's own words: nothing before the previous value or line.
  const label =
    before
      .replace(/(?:[$€£]|USD)\s*$/, '')
      .split(/[$\n]|\d[\d,.]*\d/)
      .pop() ?? ''
  // A label is a few words ("a civil penalty of"), not the sentence's subject.
  const words = label.trim().split(/\s+/).slice(-LABEL_WORDS).join(' ')
  let shared = 0
  for (const s of contentStemSet(words)) if (questionStems.has(s)) shared++
  // A paper that adds its figures up ("for a total award of $43,545", "TOTAL $215.00") answers
  // "how much" with the sum, not with one of the parts it adds.
  return (
    shared +
    (TOTAL_LABEL.test(words) ? 0.5 : 0) +
    purposeScore(page.text.slice(fact.end, fact.end + LABEL_SPAN), questionStems)
  )
}

// What an amount is for, written just after it: "$80,000 as reimbursement for expenses and
// $1,025,000 as compensation for attorneys fees". Read up to the next figure or clause's end.
const PURPOSE_AFTER = /^\s*(?:as|for)\s+([^$;.\n]*)/i
/** What an amount's stated purpose gains or loses: the question's words, or only others. */
const PURPOSE_GAIN = 0.5

/**
 * How the purpose printed after an amount ("as reimbursement for expenses") fits the question:
 * a gain when it says the question's words ("attorneys fees"), a loss when it names only another
 * thing; nothing when no purpose follows.
 */
export function purposeScore(after: string, questionStems: Set<string>): number {
  const purpose = PURPOSE_AFTER.exec(after)?.[1]
  if (!purpose) return 0
  const stems = contentStemSet(
    purpose
      .split(/\s+/)
      .slice(0, LABEL_WORDS + 1)
      .join(' '),
  )
  if (stems.size === 0) return 0
  return [...stems].some((s) => questionStems.has(s)) ? PURPOSE_GAIN : -PURPOSE_GAIN
}

// A docket sheet's row: "55 | 10/07/2022 | NOTICE OF APPEAL", columns split by bars or tabs.
const TABLE_ROW = /^[^|\t\n]*[|\t][^|\t\n]*[|\t]/

// A docket report's entry head at a line's start: its date, its number, its text in capitals
// ("09/02/2011 5  ORDER granting 4 Motion", "07/10/2020 ORDER re 5 MOTION"), spaced by any
// blank but a line's end (reports print no-break spaces).
const ENTRY_HEAD = /^[^\S\n]*\d{1,2}\/\d{1,2}\/\d{2,4}[^\S\n]+(?:\d{1,4}[^\S\n]+)?(?=[A-Z[(])/gm
/** Entry heads a page needs to be read as a docket report. */
const MIN_ENTRIES = 3
/** Characters of an entry kept as its date's context. */
const ENTRY_SPAN = 500

/**
 * The docket entry a date stands in, on a docket report whose entries run over several lines
 * ("08/31/2011 4 EXPARTE/CONSENT MOTION … (Entered:\n08/31/2011)\n09/02/2011 5 ORDER granting
 * 4 Motion …"): from its head to the next head, read to its first sentence's end. The "(Entered:
 * …)" closing an entry is that entry's, not the next one's; undefined when the page is no such
 * report.
 */
function docketEntry(text: string, at: number): string | undefined {
  const heads = [...text.matchAll(ENTRY_HEAD)].map((m) => m.index)
  if (heads.length < MIN_ENTRIES) return undefined
  const i = heads.findLastIndex((h) => h <= at)
  if (i === -1) return undefined
  const entry = text.slice(heads[i], Math.min(heads[i + 1] ?? text.length, heads[i]! + ENTRY_SPAN))
  // What the entry is, its first sentence: its attachments' and exhibits' names are not.
  const cut = entry.search(ENTRY_SENTENCE_END)
  if (cut <= 0) return entry
  // A date told later in the entry ("Defendants shall respond … no later than June 29, 2020") has
  // its own sentence; only the clerk's marks ("Signed by … on", "(Entered:") date the entry.
  const past = at - heads[i]!
  if (past > cut && !CLERK_MARK.test(text.slice(Math.max(0, at - 80), at))) return undefined
  return entry.slice(0, cut + 1)
}

// The clerk's marks that date a docket entry itself: "Signed by Judge … on 9/2/2011", "(Entered:
// 09/02/2011)", "Signed on 7/20/2020", "[EOD Date: 7/5/01]", "Modified on 3/4/2019".
const CLERK_MARK =
  /(?:\(Entered:|\bEOD\s+Date:|\bModified\s+on|\bSigned\s+(?:by\b[^()]{0,70}\b)?on)\s*$/i

// Where an entry's first sentence ends: a full stop after a word (not an initial's "D."), its
// attachment list, a blank line.
const ENTRY_SENTENCE_END = /(?<=[a-z]{3}|\d|\))\.(?=\s)|\s\(Attachments:|\n[ \t]*\n/

/**
 * A date on a docket sheet's row, with its row as its context: the row's label is what it dates,
 * and the rows above and below are other entries ("NOTICE OF APPEAL" does not date the next row).
 * A docket report's entry that runs over several lines is its dates' row (see docketEntry).
 */
export function rowContext(fact: ScopeFact, pages: SourcePage[]): ScopeFact {
  if (fact.kind !== 'date') return fact
  const page = pages.find((p) => p.documentId === fact.documentId && p.page === fact.page)
  if (!page) return fact
  const start = page.text.lastIndexOf('\n', fact.start - 1) + 1
  const end = page.text.indexOf('\n', fact.end)
  const row = page.text.slice(start, end === -1 ? page.text.length : end)
  if (TABLE_ROW.test(row)) return { ...fact, context: row }
  const entry = docketEntry(page.text, fact.start)
  return entry === undefined ? fact : { ...fact, context: entry }
}

/**
 * Whether a docket's court fits the question's qualifier ("the federal civil action number" is no
 * state court's index number); a paper that names no court of its own is not ruled out.
 */
export function docketFits(question: string, docket: ScopeFact, facts: ScopeFact[]): boolean {
  const own = facts.filter(
    (f) => f.documentId === docket.documentId && f.kind === 'court' && f.role === 'this',
  )
  return own.length === 0 || own.some((f) => courtFitsQualifier(question, f.value))
}

// An amount a statute or order bounds ("civil penalties of not more than $46,517 for each
// violation", "a fine of up to $1,000") is a ceiling, not what anyone sought or was awarded.
const CEILING =
  /\b(?:not\s+(?:more|greater)\s+than|not\s+to\s+exceed|up\s+to|a\s+maximum\s+of|at\s+most|no\s+more\s+than)\s*$/i
const ASKS_CEILING = /\b(?:maximum|max|most|up\s+to|cap|capped|limit|ceiling|exceed)\b/i

/** The page's words just before a fact, where its label or governing word stands. */
export function textBefore(fact: ScopeFact, pages: SourcePage[], span = LABEL_SPAN): string {
  const page = pages.find((p) => p.documentId === fact.documentId && p.page === fact.page)
  return page ? page.text.slice(Math.max(0, fact.start - span), fact.start) : ''
}

/** Whether an amount is a ceiling and the question asks for no limit. */
export function ceilingOnly(fact: ScopeFact, pages: SourcePage[], question: string): boolean {
  if (fact.kind !== 'amount' || ASKS_CEILING.test(question)) return false
  const page = pages.find((p) => p.documentId === fact.documentId && p.page === fact.page)
  if (!page) return false
  const before = page.text
    .slice(Math.max(0, fact.start - LABEL_SPAN), fact.start)
    .replace(/(?:[$€£]|USD)\s*$/, '')
  return CEILING.test(before)
}

/** Characters either side of a date that its own clause may span. */
const CLAUSE_SPAN = 80

/**
 * For a date, how much of the question the words nearest it speak of, no further than the dates
 * beside it: one sentence may date several events ("On July 9, 1996, our Supreme Court declared
 * … and on February 22, 2010 the plaintiffs moved …"), each told by its own clause.
 */
export function clauseScore(fact: ScopeFact, pages: SourcePage[], stems: Set<string>): number {
  if (fact.kind !== 'date') return 0
  const page = pages.find((p) => p.documentId === fact.documentId && p.page === fact.page)
  if (!page) return 0
  // A docket sheet's row is its date's clause: the rows beside it are other entries.
  const row = rowContext(fact, pages)
  if (row !== fact) {
    let inRow = 0
    for (const s of contentStemSet(row.context)) if (stems.has(s)) inRow++
    return inRow * 0.3
  }
  let from = Math.max(0, fact.start - CLAUSE_SPAN)
  let to = Math.min(page.text.length, fact.end + CLAUSE_SPAN)
  for (const other of findDates(page.text.slice(from, to))) {
    const start = from + other.start
    const end = from + other.end
    if (end <= fact.start) from = Math.max(from, end)
    else if (start >= fact.end) to = Math.min(to, start)
  }
  const clause = withoutCourtFormula(page.text.slice(from, to)).split(/\n[ \t]*\n/)
  let shared = 0
  for (const s of contentStemSet(clause.join(' '))) if (stems.has(s)) shared++
  return shared * 0.3
}

/** The page's text just after a fact (its clause's next words). */
export function textAfter(fact: ScopeFact, pages: SourcePage[], span = LABEL_SPAN): string {
  const page = pages.find((p) => p.documentId === fact.documentId && p.page === fact.page)
  return page ? page.text.slice(fact.end, fact.end + span) : ''
}

// A party's asking just before an amount, in its clause: "Plaintiffs further requested $727,834",
// "filed a renewed petition for attorneys' fees … seeking a total of", "revised their ask to".
// Prose only, in lower case: a register's "JURY DEMAND FEE $85.00" names a fee paid.
export const ASKED_BEFORE =
  /\b(?:request(?:ed|s|ing)?|seek(?:s|ing)?|sought|ask(?:ed|s|ing)?|demand(?:ed|s|ing)?|pray(?:s|ed)?)\b(?:[^.;]|\.\d){0,80}$/
// A question that asks what was sought, not what was paid or awarded.
export const ASKS_SOUGHT =
  /\b(?:seek\w*|sought|demand\w*|request\w*|pray\w*|claim\w*|ask(?:ed|s|ing)?\s+for|propos\w*)\b/i
/** What an amount a party asked for loses when the question asks what was paid or agreed. */
const SOUGHT_LOSS = 1

/**
 * The loss of an amount a party only asked for ("Plaintiffs further requested $727,834.25") when
 * the question asks what was paid, agreed or awarded: the settlement's "agree to accept the total
 * sum of $3,800,000.00" answers "How much did the plaintiffs agree to accept?".
 */
export function soughtLoss(fact: ScopeFact, pages: SourcePage[], question: string): number {
  if (fact.kind !== 'amount' || ASKS_SOUGHT.test(question)) return 0
  return ASKED_BEFORE.test(textBefore(fact, pages, 100)) ? -SOUGHT_LOSS : 0
}
