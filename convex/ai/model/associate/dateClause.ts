// Whether a date, read in its own clause, dates the event a "when" question asks of, beyond the
// event's word (eventTie): the month the question puts it in, the appeal's ruling rather than a
// motion's, the paper asked rather than a deadline for it, a filing rather than another step of
// the case. Pure.
import { findDates } from '../extract/dates'
import { CASE_START, datedPaper, dateWithin, eventStems } from './dated'
import { APPEAL_RULED, RULING_SAID } from './rulingAsked'

/**
 * Whether every date of a text falls outside the month or year the question puts its date in
 * ("On what exact date in April 2001 was the final order signed?" is not answered by "By Order
 * dated January 25, 2001"). A text with no full date is not ruled on here.
 */
export function outsideAskedMonth(question: string, text: string): boolean {
  const within = dateWithin(question)
  if (!within) return false
  const dates = findDates(text)
  return dates.length > 0 && dates.every((d) => !d.value.startsWith(within))
}

// "When did the motion panel rule on the motion?" names its own motion: a motion's ruling answers.
const MOTION_ASKED = /\bmotion\b/i

/**
 * Whether a passage dates no ruling of the appeal a question asks was decided: "On May 27, 2021,
 * the Sixth Circuit granted the plaintiffs' motion for an injunction pending appeal, finding them
 * likely to succeed on the merits" dates a motion's ruling, not the appeal's decision. The same
 * rule the facts' ranking applies to a dated sentence (rulingAsked), here for a quoted passage.
 */
export function appealRulingUnsaid(question: string, text: string): boolean {
  return APPEAL_RULED.test(question) && !MOTION_ASKED.test(question) && !RULING_SAID.test(text)
}

// The papers a party files, whose filing a question may ask of.
const PARTY_PAPER = /^(?:complaint|petition|opposition|motion|answer|brief|reply|response)$/
// A deadline around a paper's name: "opposition to such motion due by 8/27/2012", "Reply brief due
// 28 days after Plaintiffs file their opposition", "Defendants shall file their answer by".
const DUE_AFTER = /^[^.;]{0,40}?\bdue\b/i
const DUE_BEFORE =
  /\b(?:due|deadlines?|after|until|before|(?:shall|must|may|to)\s+(?:file|serve|submit))\b[^.;]{0,30}$/i

/**
 * Whether a text names the party's paper a question asks was filed only as what is due: a
 * scheduling order's row ("ORDER granting Motion to Extend Time; opposition to such motion due by
 * 8/27/2012") dates the order, and the deadline is not the filing.
 */
export function paperOnlyDue(question: string, text: string): boolean {
  const paper = datedPaper(question)?.split(' ').pop()
  if (!paper || !PARTY_PAPER.test(paper) || /\b(?:due|deadline)\b/i.test(question)) return false
  const mentions = [...text.matchAll(new RegExp(`\\b${paper}s?\\b`, 'gi'))]
  return (
    mentions.length > 0 &&
    mentions.every(
      (m) =>
        DUE_AFTER.test(text.slice(m.index + m[0].length)) ||
        DUE_BEFORE.test(text.slice(Math.max(0, m.index - 50), m.index)),
    )
  )
}

// "When did the court rule on the motion for class certification?": the ruling asked, and the
// words that name the motion's object ("class certification").
const RULING_ON_MOTION_FOR =
  /\b(?:rule|ruled|decide|decided|grant|granted|deny|denied|ruling)\b[^?]*?\bmotion\s+(?:for|to)\s+((?:(?!(?:in|of|on|by|filed|and)\b)[\p{L}-]+\s*){1,3})/iu

/**
 * Whether a text names the motion a question asks was ruled on only as one yet to be filed: an
 * initial pretrial order's "The plaintiff shall file a motion for class certification on or
 * before 6/17/2031" dates the order that sets the deadline, not a ruling on the motion.
 */
export function motionOnlyDue(question: string, text: string): boolean {
  const object = RULING_ON_MOTION_FOR.exec(question)?.[1]?.trim()
  if (!object) return false
  const mentions = [...text.matchAll(new RegExp(`\\b${object.replace(/\s+/g, '\\s+')}\\b`, 'gi'))]
  return (
    mentions.length > 0 &&
    mentions.every((m) => DUE_BEFORE.test(text.slice(Math.max(0, m.index - 50), m.index)))
  )
}

// An act of bringing a case or a paper to court, and the paper that opens a case.
const FILING_ACT =
  /\b(?:e-?fil(?:e|ed|es|ing)|fil(?:e|ed|es|ing)|(?:commenc|institut|initiat)(?:e|ed|es|ing)|commencement|br(?:ought|ing|ings)|su(?:e|ed|es|ing)|lodged|docketed|dated)\b|\b(?:complaint|petition)s?\b/i
// A party's step that is no filing of the case: "intervened as plaintiffs in this litigation".
const OTHER_STEP =
  /\b(?:interven(?:ed|es|ing|tion)|joined|substituted|appeared|consolidated|certified|settled)\b/i

/**
 * Whether a text dates another step of the case when the question asks when the case began or its
 * complaint or petition was filed: "On January 25, 1991, Diane Martin and eleven other patients
 * intervened as plaintiffs in this litigation" says no filing, only another party's step.
 */
export function filingUnsaid(question: string, text: string): boolean {
  const paper = datedPaper(question)
  if (!CASE_START.test(question) && paper !== 'complaint' && paper !== 'petition') return false
  return OTHER_STEP.test(text) && !FILING_ACT.test(text)
}

// A sentence that dates a case's start in other words than its paper's: "commenced this action",
// "brought this suit", "filed this action".
export const CASE_STARTED =
  /\b(?:commenced|instituted|initiated|brought|filed)\s+(?:this|the\s+(?:present|instant))?\s*(?:action|suit|lawsuit|case|proceeding)\b|\b(?:action|suit|lawsuit|case)\s+(?:was\s+)?(?:\w+ly\s+)?(?:commenced|instituted|initiated|brought|filed)\b/i
// The paper that opens a case, or a word of suing: "Complaint filed, summons issued", "sued".
const START_WORD =
  /\b(?:complaint|petition)s?\b|\b(?:commenc|institut|initiat)(?:e|ed|es|ing)\b|\bcommencement\b|\bsu(?:e|ed|es|ing|it)\b|\blawsuit\b/i

/**
 * Whether a text says nothing of a case's start when the question asks when the case began and
 * names no other paper ("When did the plaintiffs file suit?"): "On May 2, 2019, the defendants
 * filed a motion to dismiss" dates a filing, not the suit's.
 */
export function startUnsaid(question: string, text: string): boolean {
  if (!CASE_START.test(question)) return false
  const paper = datedPaper(question)
  if (paper !== undefined && paper !== 'complaint' && paper !== 'petition') return false
  return !CASE_STARTED.test(text) && !START_WORD.test(text)
}

// A question that asks of a span, whose bounds answer it: "from when", "during what period",
// "how long", "until when", "between which dates".
export const ASKS_SPAN =
  /\b(?:period|span|how\s+long|until|till|through|thru|between|from\s+when|since\s+when|durations?|range)\b/i
// What opens a span before its first date, and what joins its two bounds.
const SPAN_OPENS = /\b(?:from|between)\s+$/i
const SPAN_JOIN = /^,?\s*(?:through|thru|to|until|till|and|[-–—])\s*$/i
/** Characters either side of a date read for the span it may bound. */
const SPAN_READ = 60

/**
 * Whether the date at [start, end) of a text is a bound of a span: "a class of all persons who,
 * from July 18, 2014 through November 15, 2018, were detained", "between December 2, 2016 and
 * November 15, 2018". A span's bounds date a period, not an act.
 */
export function spanBoundAt(text: string, start: number, end: number): boolean {
  const from = Math.max(0, start - SPAN_READ)
  const dates = findDates(text.slice(from, end + SPAN_READ)).map((d) => ({
    start: d.start + from,
    end: d.end + from,
  }))
  const opens = (at: number) => SPAN_OPENS.test(text.slice(Math.max(0, at - 12), at))
  const next = dates.find((d) => d.start >= end)
  if (next && opens(start) && SPAN_JOIN.test(text.slice(end, next.start))) return true
  const before = dates.filter((d) => d.end <= start).pop()
  return (
    before !== undefined && opens(before.start) && SPAN_JOIN.test(text.slice(before.end, start))
  )
}

/**
 * Whether every date of a passage bounds a span (see spanBoundAt) and the question asks of no
 * span: the passage dates a period, not the act asked.
 */
export function onlySpanDates(question: string, text: string): boolean {
  if (ASKS_SPAN.test(question)) return false
  const dates = findDates(text)
  return dates.length > 0 && dates.every((d) => spanBoundAt(text, d.start, d.end))
}

// A date written as the name of what follows it: "the May 5, 2031 primary election ballot",
// "Lark's June 2 site visit". The words after it, up to a function word or a stop, are the thing.
const NAMING_BEFORE = /(?:\bthe|\bits|\btheir|[\p{L}]['’]s)\s+$/iu
const NAMED_AFTER =
  /^[ \t]+((?:(?!(?:of|to|in|on|at|by|for|and|or|that|which|was|were|is|be|the|a|an)\b)[\p{L}-]+[ \t]*){1,4})/iu
// The words of a court's paper or proceeding: a date naming one dates an event of the case.
const CASE_EVENT_NOUN =
  /\b(?:order|judgment|opinion|decision|ruling|decree|injunction|hearing|trial|conference|argument|motion|complaint|petition|filing|notice|stipulation|agreement|settlement|report|recommendation|memorandum|letter|brief|appeal|mandate|verdict|sentenc\w*)s?\b/i

/**
 * Whether a date names a thing that is no event of the case ("the May 5, 2031 primary election
 * ballot") when the question dates one of its events by word ("When did the court enter the
 * judgment requiring Lowe on the primary ballot?"): the date is the election's, not the
 * judgment's, though its clause shares the question's words.
 */
export function datesNamedThing(question: string, before: string, after: string): boolean {
  if (eventStems(question).size === 0 || !NAMING_BEFORE.test(before)) return false
  const thing = NAMED_AFTER.exec(after)?.[1]
  return thing !== undefined && !CASE_EVENT_NOUN.test(thing)
}

const CASE_EVENT_NOUNS = new RegExp(CASE_EVENT_NOUN.source, 'gi')

/**
 * Whether a date names another paper of the case than the one the question dates: asked "When
 * did Roe file her letter seeking reconsideration?", "reconsideration of the Court's May 3, 2031
 * Memorandum and Order" dates the memorandum, not the letter. Only when the question names a
 * paper or proceeding itself and the named thing is none of the question's ("the May 3 Order
 * certifying the class" still dates "When did the court certify the class?").
 */
export function datesOtherPaper(question: string, before: string, after: string): boolean {
  if (!NAMING_BEFORE.test(before)) return false
  const asked = new Set([...question.matchAll(CASE_EVENT_NOUNS)].map((m) => paperNoun(m[0])))
  if (asked.size === 0) return false
  const thing = NAMED_AFTER.exec(after)?.[1]
  if (!thing) return false
  const named = [...thing.matchAll(CASE_EVENT_NOUNS)].map((m) => paperNoun(m[0]))
  return named.length > 0 && named.every((n) => !asked.has(n))
}

const paperNoun = (word: string) =>
  word
    .toLowerCase()
    .replace(/^sentenc\w*/, 'sentence')
    .replace(/s$/, '')
