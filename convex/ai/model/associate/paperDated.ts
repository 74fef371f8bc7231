// Whether a dated sentence or docket row dates the paper or event a "when" question asks of: a
// sentence that names another paper ("the court's order entered August 3"), a paper of another type
// whose sentence names none, a docket's notice of the event asked rather than the event. Pure.
import { findDates } from '../extract/dates'
import { datedPaper, initialsShared } from './dated'
import {
  appealRulingUnsaid,
  CASE_STARTED,
  filingUnsaid,
  onlySpanDates,
  motionOnlyDue,
  outsideAskedMonth,
  paperOnlyDue,
  startUnsaid,
} from './dateClause'
import { eventUntied } from './eventTie'
import { contentStemSet } from './terms'

// The papers a dated sentence may say were filed or entered.
const PAPER_WORDS =
  'complaint|petition|opposition|recommendation|motion|request|application|answer|brief|stipulation|response|reply|order|opinion|judgment|decree|memorandum|decision|indictment|verdict|notice|mandate'
const A_PAPER = new RegExp(`\\b(?:${PAPER_WORDS})s?\\b`, 'i')

const CONSENT_PAPER = /\bconsent\s+(?:order|judgment|decree|agreement)s?\b/i

/**
 * Whether a dated sentence may date the paper a question dates: "When was the complaint filed?"
 * is not answered by "On October 23, 2024, Plaintiffs filed a motion to strike", which dates
 * another paper. A sentence naming the paper (or its initials, "Date NOA filed") or no paper at
 * all ("Filed in this office on the 10th day of August") may.
 */
export function paperSaid(paper: string, context: string, otherPaper = false): boolean {
  const noun = paper.split(' ').pop()!
  const held = contentStemSet(context)
  if ([...contentStemSet(noun)].some((s) => held.has(s))) return true
  // A consent decree goes by other names: a docket's "CONSENT ORDER", "Consent Judgment".
  if (paper === 'consent decree' && CONSENT_PAPER.test(context)) return true
  if (initialsShared(context, paper) > 0) return true
  // A paper of another known type ("an order", "a stipulation") dates its own doings in a sentence
  // that names no paper ("Dannemora, New York, on MAR 14 1975" under an order's signature): only
  // a sentence naming the paper asked, or a case's start for a complaint, dates that paper there.
  if (otherPaper) return CASE_STARTED.test(context) && /^(?:complaint|petition)$/.test(noun)
  return !A_PAPER.test(context)
}

// A date the words just before it give to a paper: "the court's order entered August 3, 1989",
// "By Order dated January 25, 2001", "the motion filed on", and a docket citation's "[pleading 350
// filed July 20, 2001]" (a party's paper by its entry's number).
const PAPER_BEFORE = new RegExp(
  `\\b(${PAPER_WORDS}|pleading)s?\\s+(?:(?:No\\.?\\s*|#\\s*)?\\d+,?\\s+)?(?:(?:was|were)\\s+)?(?:entered|dated|filed|issued|signed|of)(?:\\s+on)?\\s*$`,
  'i',
)

// A pleading's account of what happened: "Plaintiffs allege that on May 25, 2005, …", "the
// complaint alleges that, on or about". The date is the alleged event's, not the pleading's.
const ALLEGED_BEFORE = /\balleg(?:e|es|ed|ing)\s+that,?\s+(?:on\s+)?(?:or\s+about\s+)?$/i

/**
 * Whether a date is given by the words just before it to another paper than the one asked, or to
 * what a pleading alleges:
 * asked when a motion was filed, "the motion to resettle the court's order entered August 3, 1989"
 * dates the order, not the motion.
 */
export function otherPaperBefore(paper: string, before: string): boolean {
  if (ALLEGED_BEFORE.test(before.slice(-40))) return true
  const named = PAPER_BEFORE.exec(before.slice(-60))?.[1]
  if (!named) return false
  const asked = contentStemSet(paper.split(' ').pop()!)
  return ![...contentStemSet(named)].some((s) => asked.has(s))
}

// "When did the tour take place?", "… conduct the inspection", "… was the hearing held": the event.
const EVENT_HELD =
  /\b(?:take|took|taken)\s+place\b|\b(?:conduct|conducted|held|occur|occurred|happen|happened)\b/i
// A docket's notice row ("NOTICE for Certification Tour by Commonwealth", "NOTICE of Deposition"):
// the day the notice was filed, not the day of what it gives notice of.
const NOTICE_ROW = /\bNOTICE\s+(?:of|for|by|re:?)\b/i

/** Whether a docket row is a notice of the event a question asks when it took place. */
export function noticeRow(question: string, row: string): boolean {
  return EVENT_HELD.test(question) && !/\bnotice\b/i.test(question) && NOTICE_ROW.test(row)
}

/**
 * Whether a dated row, sentence or passage dates another event than the one asked: a notice of
 * it (noticeRow), a date tied to no word of the event (see eventTie), or one the event's clause
 * rules out (see dateClause).
 */
export function otherEventDated(question: string, text: string): boolean {
  return (
    noticeRow(question, text) ||
    eventUntied(question, text) ||
    allDatesOthers(question, text) ||
    outsideAskedMonth(question, text) ||
    appealRulingUnsaid(question, text) ||
    paperOnlyDue(question, text) ||
    motionOnlyDue(question, text) ||
    filingUnsaid(question, text) ||
    startUnsaid(question, text) ||
    onlySpanDates(question, text)
  )
}

/**
 * Whether every date of a passage is given by the words before it to another paper or to what a
 * pleading alleges (see otherPaperBefore), when the question dates a paper: "its Rule 60(b) motion
 * to resettle the court's order entered August 3, 1989" dates no motion.
 */
function allDatesOthers(question: string, text: string): boolean {
  const paper = datedPaper(question)
  const dates = findDates(text)
  return (
    paper !== undefined &&
    dates.length > 0 &&
    dates.every((d) => otherPaperBefore(paper, text.slice(0, d.start)))
  )
}
