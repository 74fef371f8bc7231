// Whether a disposition answers the ruling a question asks about. "How did the court rule on the
// motion for class certification?" is not answered by "Dismissed without prejudice as to the
// defendants in their individual capacities" nor by "ORDER granting motion to extend time": a
// ruling that names a motion answers only if it is the motion asked, and a bare dismissal only a
// motion to dismiss. "How was the case resolved?" is not answered by a partial ruling ("Roe's
// claims based on the Tort Claims Act are DISMISSED", "… this matter remains open"). Pure.
import { contentStemSet } from './terms'

// "the motion for class certification", "motions to suppress … and to exclude …", "petition for
// rehearing": the words after "to"/"for" up to the case's name or the question's end.
const MOTION_AFTER =
  /\b(?:motions?|petitions?|applications?|requests?)\s+(?:to|for)\s+([^?,;]{2,80}?)(?=\s+(?:in|filed|by|under|against|at|is|are|was|were|be|shall|will)\b|[?,;.]|$)/giu
// "the class certification motion", "defendants' summary judgment motion", "Roe's ex parte motion".
const MOTION_BEFORE =
  /\b(?:the|a|an|its|their|[\p{L}]+['’]s?)\s+((?:[\p{L}-]+\s+){1,3})motions?\b/giu
// Words of a motion's name that say nothing of its subject.
const MOTION_FILLER = new Set([
  'plaintiff',
  'defend',
  'deft',
  'pltf',
  'joint',
  'parti',
  'govern',
  'motion',
  'file',
])
const DISMISSAL_ONLY = /^(?:Dismiss\w*(?:,\s*|$))+$/i
const ASKS_DISMISSAL = /\bdismiss\w*|\bdismissal\b/i

/** The subjects of the motions a text names ("class certification", "TRO"), as written. */
function motionSubjects(text: string): string[] {
  return [
    ...[...text.matchAll(MOTION_AFTER)].map((m) => m[1]!),
    ...[...text.matchAll(MOTION_BEFORE)].map((m) => m[1]!),
  ]
}

/** The stems naming the motions a question asks the ruling of; empty when it names none. */
export function askedMotionStems(question: string): Set<string> {
  const stems = new Set<string>()
  for (const s of contentStemSet(motionSubjects(question).join(' ')))
    if (!MOTION_FILLER.has(s)) stems.add(s)
  return stems
}

/** The initials of a subject's words ("a temporary restraining order" → "tro"). */
const initialsOf = (subject: string) =>
  [...contentStemSet(subject)].length > 1
    ? subject
        .split(/\s+/)
        .filter((w) => /^\p{L}/u.test(w) && !/^(?:a|an|the|of|for|to)$/i.test(w))
        .map((w) => w[0]!.toLowerCase())
        .join('')
    : ''

/** Acronyms a text writes for a motion's subject: "the TRO motion", "motion for a PI". */
const acronymsOf = (subjects: string[]) =>
  subjects.flatMap((s) => [...s.matchAll(/\b[A-Z]{2,5}\b/g)].map((m) => m[0].toLowerCase()))

/** Whether two texts' motions are the same: a word of their subjects, or one's acronym. */
function sameMotion(a: string, b: string): boolean {
  const stemsA = askedMotionStems(a)
  const stemsB = askedMotionStems(b)
  if ([...stemsA].some((s) => stemsB.has(s))) return true
  const subjectsA = motionSubjects(a)
  const subjectsB = motionSubjects(b)
  const initials = (subjects: string[]) => subjects.map(initialsOf).filter(Boolean)
  return (
    acronymsOf(subjectsA).some((x) => initials(subjectsB).includes(x)) ||
    acronymsOf(subjectsB).some((x) => initials(subjectsA).includes(x))
  )
}

/**
 * Whether a ruling answers the motion a question asks about: a ruling naming a motion of its own
 * ("ORDER granting motion to extend time") shares a word of the motion asked; a ruling naming
 * none ("The motion is GRANTED") answers unless it is a bare dismissal that speaks neither of a
 * motion to dismiss nor of the motion's subject. True when the question names no motion.
 */
export function rulesOnAskedMotion(question: string, ruling: string, outcome: string): boolean {
  const asked = askedMotionStems(question)
  if (asked.size === 0) return true
  if (askedMotionStems(ruling).size > 0) return sameMotion(question, ruling)
  // "… declared UNITARY and this action is DISMISSED" speaks of the motion for unitary status.
  const said = contentStemSet(ruling)
  return (
    !DISMISSAL_ONLY.test(outcome) ||
    ASKS_DISMISSAL.test(question) ||
    [...asked].some((s) => said.has(s))
  )
}

// A ruling on part of a case: some claims or counts, some parties, the case left open.
const PARTIAL =
  /\bclaims?\b|\bcounts?\s+(?:[IVX]+|\d+)\b|\bpartial\b|\bremains?\s+open\b|\(\s*only\s*\)|\bas\s+to\s+(?:the\s+)?(?:defendants?|defts?|plaintiffs?|pltfs?)\b/i
const WHOLE = /\ball\s+(?:[\p{L}'’-]+\s+){0,2}claims\b|\bin\s+(?:its|their)\s+entirety\b/iu

/** Whether a ruling disposes of only part of the case (some claims, some parties, left open). */
export function partialRuling(ruling: string): boolean {
  return PARTIAL.test(ruling) && !WHOLE.test(ruling)
}

// What ends a case: a dismissal, a judgment, an appeal's outcome, a settlement or decree, the case
// closed; not a ruling on a step along the way ("ORDER granting motion to compel").
const ENDS =
  /\bdismiss\w*|\bjudgment\b|\baffirm\w*|\brevers\w*|\bvacat\w*|\bremand\w*|\bsettle\w*|\bdecree\b|\bclosed?\b|\bterminat\w*|\bmoot\b/i

/** Whether a ruling may end the case (asked how the case was resolved or disposed of). */
export function mayEndCase(ruling: string): boolean {
  return ENDS.test(ruling) && !partialRuling(ruling)
}

/** Whether a ruling names the motion the question asks about (it shares a word of its subject). */
export function namesAskedMotion(question: string, ruling: string): boolean {
  return askedMotionStems(question).size > 0 && sameMotion(question, ruling)
}

/** Whether a question asks the ruling on several motions ("the motions to suppress … and to exclude …"). */
export function asksSeveralMotions(question: string): boolean {
  return /\bmotions\b/i.test(question) || motionSubjects(question).length > 1
}
