// Whether a dated sentence, docket row or quoted passage is tied to the event a "when" question
// names: "When did the Supreme Court deny certiorari?" is not answered by "the order on December
// 29, 1989 denying the petition for rehearing", which shares the verb but not its object; a
// docket's "MOTION to Quash" row dates the motion, not the ruling on it; a party's "TERMINATED:"
// dates that party's exit, not the case's end. When no date is tied to the event, the honest
// answer is "not found", not the nearest date. Pure.
import { findDates } from '../extract/dates'
import { datedPaper } from './dated'

// "When were the motions heard?", "When will the court hear the motion?", "When is the hearing
// on …?" (lower case: "Heard v. Cuomo" is a name).
const HEARD = /\bhear(?:d|ing)?\b/

/**
 * Events a litigator names by a word of their own: the question's word, and what a sentence must
 * say to date that event. A question naming several may be answered by a sentence naming any.
 */
const EVENT_NOUNS: ReadonlyArray<readonly [asked: RegExp, said: RegExp]> = [
  [/\bcert(?:iorari)?\b/i, /\bcert(?:iorari)?\b/i],
  [/\bmandate\b/i, /\bmandate\b/i],
  [/\bdepos(?:ition|e|ed)\b/i, /\bdepos(?:ition|e|ed|ing)\b/i],
  [/\b(?:birth|born)\b/i, /\b(?:birth|born|deliver(?:ed|y))\b/i],
  [/\b(?:tour|site\s+visit)\b/i, /\b(?:tour|visit)\b/i],
  [/\binspection\b/i, /\binspect/i],
  [/\barrest(?:ed)?\b/i, /\barrest/i],
  [/\brehearing\b/i, /\brehearing\b/i],
  [/\bremand(?:ed)?\b/i, /\bremand/i],
  [/\bdismiss(?:ed|al|ing)?\b/i, /\bdismiss/i],
  [/\bsummary\s+judgment\b/i, /\bsummary\s+judgment\b|\bMSJ\b/i],
  [/\bquash\b/i, /\bquash/i],
  [/\binterven(?:e|ed|tion)\b/i, /\binterven/i],
  [/\bsettle(?:ment|d)?\b/i, /\bsettle/i],
  [/\bcontempt\b/i, /\bcontempt\b/i],
  [/\b(?:oral\s+)?argu(?:ment|ed)\b/i, /\bargu(?:ment|ed)\b/i],
  // Heard: at a hearing, an argument, or a proceeding's hour ("On Friday, October 26, 2007, at 9:30 a.m., …").
  [
    HEARD,
    /\bhear(?:d|ings?)\b|\bcame\s+on\s+for\b|\bargu(?:ment|ed)\b|\bat\s+\d{1,2}:\d{2}\s*[ap]\.?\s?m\b/i,
  ],
  [
    /\bcertiorari\b|\bclass\s+certification\b|\bcertif(?:y|ied)\s+(?:the|a)\s+class\b/i,
    /\bcertif/i,
  ],
]

/** Courts the question names ("the Court of Appeals", "the Supreme Court") say who acted, no event. */
const COURT_WORDS =
  /\b(?:Supreme|District|Circuit|Appeals?|Appellate)\s+Court\b|\bCourt\s+of\s+\w+/gi

/**
 * Whether a text says none of the events the question names by their own word (EVENT_NOUNS): a
 * question that names none is not ruled on here.
 */
export function eventNounUnsaid(question: string, text: string): boolean {
  if (askedEventSaid(question, text) !== false) return false
  return (
    !clippedNearDate(text) &&
    !(datedPaper(question) && OWN_DATE_LINE.test(text)) &&
    !RULING_DATED_LAST.test(text) &&
    !(RULING_ON_MOTION.test(question) && UNNAMED_MOTION_RULED.test(text))
  )
}

/**
 * Whether a text says one of the events the question names by their own word (EVENT_NOUNS), or
 * undefined when the question names none.
 */
export function askedEventSaid(question: string, text: string): boolean | undefined {
  // A parenthesis describes the case ("(the Flint water case)"), not the event asked.
  const asked = question.replace(/\([^()]*\)/g, ' ').replace(COURT_WORDS, ' ')
  const named = EVENT_NOUNS.filter(([q]) => q.test(asked))
  // "When were the class certification and summary judgment motions heard?": the hearing is the
  // event; the motions' words say what was heard.
  const heard = named.filter(([q]) => q === HEARD)
  const events = heard.length > 0 ? heard : named
  if (events.length === 0) return undefined
  return events.some(([, said]) => said.test(text))
}

// A docket's ruling on a motion it names by number only: "DECISION AND ORDER ON MOTION (Mot. Seq.
// 3) - GRANTED" (New York's e-filing docket) says no kind of motion, so cannot say another.
const UNNAMED_MOTION_RULED =
  /\b(?:decision|order|granted|denied)\b.{0,40}\bmotion\b(?!\s+(?:to|for|in)\b)\s*(?:\(\s*mot(?:ion)?\.?\s+seq|[-–(]|$)/i

// A sentence that only dates a ruling, ending at its date: "the defendants appeal from an order of
// the Supreme Court, Kings County, dated September 14, 2022." What the order did is told next
// ("The order granted the plaintiff's motion for summary judgment"), outside the sentence.
const RULING_DATED_LAST =
  /\b(?:order|judgment|decision|opinion|decree)\b.{0,160}?\b(?:dated|entered|issued|filed|of)\s+[^.]{0,30}\b(?:19|20)\d{2}\.?\s*$/i

// A paper's own date line, under its signature or at its head: "DATE: 9 MAY 2003", "Dated: June
// 4, 2020", "ENTERED this 3rd day of". Asked when "the dismissal order" was signed, its word for
// what it does ("dismissal") names the paper, whose own date line need not repeat it.
const OWN_DATE_LINE = /^[^.;]{0,60}\b(?:DATED?|ENTERED|SIGNED|FILED)\b\s*(?::|this\b|on\b)/i

/** Characters after a date that its own clause may span. */
const CLAUSE_AFTER = 80

// A court's own dating formula just before its date: "AND NOW, this", "Dated:", "SO ORDERED this".
const OWN_FORMULA = /\b(?:this|dated|entered|signed|ordered)\b[\s:,]*$/i

/**
 * Whether a stored context was clipped ("…") soon after its last date, a court's own dating
 * formula ("AND NOW, this 8th day of July, 2003, upon consideration of the Settlement"): what the
 * ruling is on stands past the clip, so the context cannot tell.
 */
function clippedNearDate(text: string): boolean {
  if (!text.endsWith('…')) return false
  const last = findDates(text).pop()
  return (
    last !== undefined &&
    text.length - last.end < CLAUSE_AFTER &&
    OWN_FORMULA.test(text.slice(Math.max(0, last.start - 30), last.start))
  )
}

// "When did the court rule on the motion to quash?", "… grant the motion", "… decide the motion".
const RULING_ON_MOTION =
  /\b(?:rule|ruled|decide|decided|grant|granted|deny|denied)\b[^?]*\bmotion\b|\bruling\s+on\b[^?]*\bmotion\b/i
// A docket entry whose head is a party's motion: "04/19/2019 33 Motion to Dismiss and Memorandum",
// "12/05/2017 11 Unopposed MOTION for Leave", "| 05/02/2014 | 7 | MOTION to Quash".
const MOTION_ENTRY =
  /^[\s|]*(?:\(Entered:\s*[\d/]+\)\s*)?\d{1,2}\/\d{1,2}\/\d{2,4}[\s|]+(?:\d+[\s|]+)?(?:[A-Z][\p{L}/-]*\s+){0,2}?MOTION\b/iu

// "When did the court approve the consent judgment?", "… the judge enter the order": the court acts.
const COURT_DID =
  /\b(?:did|does|has|had)\s+(?:the\s+)?(?:[\p{L}.'’-]+\s+){0,2}?(?:court|judge|magistrate|panel)\s+\p{L}/iu
// The court's own papers, which a party's motion is not.
const COURT_PAPER = /^(?:order|opinion|judgment|decree|consent decree|decision|ruling|memorandum)$/

/**
 * Whether a docket entry is a party's motion and the question asks when it was ruled on, when the
 * court did something, or when a paper of the court's was entered: the entry dates the asking,
 * not the ruling ("08/02/1999 18 JOINT MOTION … to enter settlement agreement with Proposed
 * Order" does not date the order).
 */
export function motionEntryOnly(question: string, text: string): boolean {
  const asksCourt =
    RULING_ON_MOTION.test(question) ||
    COURT_DID.test(question) ||
    COURT_PAPER.test(datedPaper(question) ?? '')
  return asksCourt && MOTION_ENTRY.test(text)
}

// What a court's ruling on a motion says: "ORDER granting", "denied as moot", "Memorandum Opinion".
const RULING_WORD =
  /\b(?:grant\w*|den(?:y|ied|ies|ying)|dismiss\w*|order\w*|rul(?:ed|ing|es)|decid\w*|decision|opinion|moot|withdraw\w*|resolv\w*|adopt\w*|terminat\w*|strik\w*|struck|sustain\w*|overrul\w*)\b/i

/**
 * Whether the question asks when a motion was ruled on and the text says no ruling: a docket's
 * "NOTICE of Hearing on 15 MOTION to Certify Class" dates the notice, not the ruling.
 */
export function rulingUnsaid(question: string, text: string): boolean {
  return RULING_ON_MOTION.test(question) && !RULING_WORD.test(text)
}

// "When was Doe v. Roe terminated?": the case's end, which a docket sheet heads "Date Terminated:".
const CASE_END_ASKED = /\bterminat(?:ed|ion)\b/i
// A docket's party or attorney block marks each one's exit: "Mental Hygiene TERMINATED: 03/23/1995".
const PARTY_TERMINATED = /\bTERMINATED:/
const CASE_TERMINATED = /\bDate\s+Terminated\b/i

/** Whether a date is a party's or attorney's exit and the question asks when the case ended. */
export function partyTerminated(question: string, text: string): boolean {
  return CASE_END_ASKED.test(question) && PARTY_TERMINATED.test(text) && !CASE_TERMINATED.test(text)
}

/**
 * Whether a text dates the preliminary step when the question asks of the final one ("the final
 * order approving the settlement" is not dated by "By Order of May 29, 2002, the Court
 * preliminarily approved the settlement").
 */
export function preliminaryForFinal(question: string, text: string): boolean {
  return /\bfinal\b/i.test(question) && /\bpreliminar/i.test(text) && !/\bfinal\b/i.test(text)
}

// A proceeding's opening: "On Friday, October 26, 2007, at 9:30 a.m., Plaintiffs' Motion … came
// on for hearing". The hour says a proceeding was held that day, whatever the layout cut off.
const PROCEEDING_OPENS =
  /\bOn\s+(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s+)?[A-Z][a-z]+\.?\s+\d{1,2},?\s+\d{4},?\s+at\s+\d{1,2}:\d{2}\s*[ap]\.?\s?m\b/

/** Whether a question asks when something was heard and a text opens a proceeding at its hour. */
export function hearingOpened(question: string, text: string): boolean {
  return HEARD.test(question) && PROCEEDING_OPENS.test(text)
}

const WITH_PREJUDICE = /\bwith\s+prejudice\b/i
const WITHOUT_PREJUDICE = /\bwithout\s+prejudice\b/i

/**
 * Whether a text dates the other kind of dismissal than the one asked: "When was the case finally
 * dismissed with prejudice?" is not dated by "ORDER granting motion to Dismiss … this civil action
 * is dismissed without prejudice", though it shares "dismissed" and "prejudice".
 */
export function otherDismissal(question: string, text: string): boolean {
  if (WITH_PREJUDICE.test(question))
    return WITHOUT_PREJUDICE.test(text) && !WITH_PREJUDICE.test(text)
  if (WITHOUT_PREJUDICE.test(question))
    return WITH_PREJUDICE.test(text) && !WITHOUT_PREJUDICE.test(text)
  return false
}

// A brief's kind, as questions and docket rows name it: the opening (appellant's, petitioner's)
// brief, the response (appellee's, respondent's, in opposition), the reply, an amicus brief.
const BRIEF_KINDS: readonly RegExp[] = [
  /\b(?:opening|principal)\s+brief\b/i,
  /\b(?:response|responsive|answering)\s+brief\b|\bbrief\s+in\s+opposition\b/i,
  /\breply\s+brief\b|\bbrief\s+in\s+reply\b/i,
  /\bamic(?:us|i)\b[^.\n]{0,40}\bbrief\b|\bbrief\b[^.\n]{0,20}\bamic(?:us|i)\b/i,
]

/**
 * Whether a text dates another kind of brief than the one asked: "When was the reply brief
 * filed?" is not dated by the docket row "OPENING BRIEF by Appellant", though it says "brief".
 */
export function otherBrief(question: string, text: string): boolean {
  const asked = BRIEF_KINDS.find((kind) => kind.test(question))
  if (!asked || asked.test(text)) return false
  return BRIEF_KINDS.some((kind) => kind !== asked && kind.test(text))
}

/**
 * Whether a dated sentence, docket row or passage dates another event than the one a "when"
 * question names (see the rules above).
 */
export function eventUntied(question: string, text: string): boolean {
  return (
    eventNounUnsaid(question, text) ||
    motionEntryOnly(question, text) ||
    rulingUnsaid(question, text) ||
    partyTerminated(question, text) ||
    preliminaryForFinal(question, text) ||
    otherDismissal(question, text) ||
    otherBrief(question, text)
  )
}
