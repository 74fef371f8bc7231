// Papers the parties write: a complaint, a motion, a brief, a report, a settlement agreement, a
// press release. Such a paper names the case's judge only where its caption or header assigns
// the case ("Hon. Jane Doe", "Judge: Jane Doe"), or in a letter's inside address to the judge;
// a judge its running text names ("the Honorable Jane Doe entered a temporary restraining
// order", "this case should be before Judge Roe", "Judge Poe held in Roe v. Doe") is written
// about, not the paper's own judge. A court's papers (orders, opinions, judgments, decrees,
// dockets, stipulations the judge signs) name their judge in the text too, and are left alone.
import { documentTypeFact } from '../facts/documentType'
import type { JudgeMention } from './judges'
import { captionEnd, captionWeight, SALUTATION_LINE } from './placement'
import type { PageText } from './types'

/** Paper types (facts/documentType.ts) the parties write: the court signs none of them. */
const PARTY_TYPES = new Set([
  'complaint',
  'petition',
  'answer',
  'motion',
  'brief',
  'memorandum',
  'declaration',
])

// A paper no court writes, by its heading: a press release's "FOR IMMEDIATE RELEASE", a report's
// or an agreement's title line in capitals ("MONITOR'S SIXTH REPORT", "SETTLEMENT AGREEMENT AND
// RELEASE"). A magistrate judge's "REPORT AND RECOMMENDATION" is the court's, and a title that
// goes on to a ruling ("AGREEMENT AND ORDER") is signed by the judge.
const NON_COURT_HEADING =
  /\b(?:FOR\s+IMMEDIATE\s+RELEASE|PRESS\s+RELEASE|NEWS\s+RELEASE)\b|^[ \t]*(?:[A-Z][A-Z'’.,&-]*[ \t]+){0,5}(?:REPORT|AGREEMENT)\b(?![ \t]+AND[ \t]+RECOMMENDATION)(?![^\n]*\b(?:ORDER|DECREE|JUDGMENT)\b)[^\n]*$/m

// A complaint's own headings, on a line of their own: "PRAYER FOR RELIEF", "Demand for Jury
// Trial", "CLAIMS FOR RELIEF"; and a party's prayer, "WHEREFORE, Plaintiffs respectfully request".
// A court's paper quotes them in running text, never as its headings; they find a complaint or a
// motion whose title a scan lost.
const COMPLAINT_HEADING =
  /^[ \t]*(?:[IVX]+\.[ \t]+|[A-Z]\.[ \t]+)?(?:PRAYERS?[ \t]+FOR[ \t]+RELIEF|REQUESTS?[ \t]+FOR[ \t]+RELIEF|RELIEF[ \t]+REQUESTED|(?:DEMAND[ \t]+FOR[ \t]+)?JURY[ \t]+(?:TRIAL[ \t]+)?DEMAND(?:ED)?|DEMAND[ \t]+FOR[ \t]+(?:A[ \t]+)?JURY[ \t]+TRIAL|(?:CLAIMS?|CAUSES?)[ \t]+(?:FOR[ \t]+RELIEF|OF[ \t]+ACTION))[ \t]*:?[ \t]*$/im
const PARTY_PRAYER =
  /^[ \t]*WHEREFORE,?[ \t]+(?:the[ \t]+)?(?:Plaintiffs?|Petitioners?|Defendants?|Movants?|Relators?|PLAINTIFFS?|PETITIONERS?|DEFENDANTS?)\b/m

// A court's own letterhead or inside address: a clerk's transmittal, a judge's chambers, a
// letter to the court. Such a letter is left to the court's papers' rules.
const COURT_LETTERHEAD = /\b(?:COURT|Court|CLERK|Clerk|CHAMBERS|Chambers)\b/

/** Whether the first page opens as a letter no court writes or is written to. */
function outsideLetter(text: string): boolean {
  const salutation = SALUTATION_LINE.exec(text.slice(0, 1500))
  return salutation !== null && !COURT_LETTERHEAD.test(text.slice(0, salutation.index))
}

/**
 * Whether the document is a paper a party (or someone outside the court) writes: by its title's
 * type, or, where no title says one, by a press release's, a report's or an agreement's heading,
 * a letter's salutation opening it, or a complaint's headings.
 */
export function partyPaper(pages: readonly PageText[]): boolean {
  const first = pages[0]
  if (!first) return false
  const type = documentTypeFact([first])
  if (type) return PARTY_TYPES.has(type.value)
  const head = first.text.slice(0, Math.min(first.text.length, captionEnd(first.text) + 400))
  if (NON_COURT_HEADING.test(head) || outsideLetter(first.text)) return true
  return pages.some(({ text }) => COMPLAINT_HEADING.test(text) || PARTY_PRAYER.test(text))
}

// A header field naming the judge, on the mention's line before it: a docket's "Assigned to:",
// a caption's "Judge:", a reporter's "JUDGES:", a hearing's "Before:".
const JUDGE_FIELD =
  /\b(?:Assigned\s+to|Judges?|JUDGES?|Presiding(?:\s+Judge)?|PRESIDING(?:\s+JUDGE)?|Before|BEFORE)[ \t]*:[^\n]*$/

// A letter's salutation on a line of its own: "Dear Judge Doe:", "Your Honor:", "Judge Doe,".
const SALUTATION =
  /\n[ \t]*(?:Dear\b[^\n]{1,60}|Your\s+Honor|(?:Judge|JUDGE)\s+[A-Z][\w'’-]+)[:,][ \t]*(?:\n|$)/

/**
 * Whether a judge's name heads a letter's inside address: first on its line, the salutation a
 * few lines under it ("The Honorable Jane Doe / United States District Court / … / Dear Judge
 * Doe:"). The letter is written to the case's judge.
 */
function insideAddress(text: string, mention: JudgeMention): boolean {
  const lineStart = text.lastIndexOf('\n', mention.start - 1) + 1
  if (!/^[ \t]*(?:The[ \t]+|THE[ \t]+)?$/.test(text.slice(lineStart, mention.start))) return false
  const ahead = text.slice(mention.start, mention.start + 600)
  const salutation = SALUTATION.exec(ahead)
  return salutation !== null && ahead.slice(0, salutation.index).split('\n').length <= 10
}

// A notice of motion names the judge who will hear it: "Defendants will move before the
// Honorable Jane Doe", "the motion will be heard before the Hon. Jane Doe". That judge is the
// case's, not one the paper writes about.
const HEARD_BEFORE =
  /\b(?:move|moves|moved|heard|hear|appear|present(?:ed)?)\b[^.\n]{0,60}?\bbefore[ \t\n]+(?:the[ \t\n]+)?$/i

/**
 * Whether a judge is named in a paper's running text: by honorific or title ("the Honorable Jane
 * Doe", "Judge Roe"), past the first page's caption, in no header field, no letter's inside
 * address and no notice of the motion's hearing. Signatures and author lines are the paper's own and never running text.
 */
export function inRunningText(text: string, mention: JudgeMention, page: number): boolean {
  if (mention.form !== 'honorific' && mention.form !== 'title') return false
  if (captionWeight(text, mention.start, page) >= 1) return false
  const lineStart = text.lastIndexOf('\n', mention.start - 1) + 1
  if (JUDGE_FIELD.test(text.slice(lineStart, mention.start))) return false
  if (/^(?:Judge|JUDGE)[ \t]*:/.test(text.slice(mention.start, mention.end))) return false
  if (HEARD_BEFORE.test(text.slice(Math.max(0, mention.start - 120), mention.start))) return false
  return !insideAddress(text, mention)
}
