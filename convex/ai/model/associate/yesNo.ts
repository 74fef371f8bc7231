// Yes-or-no questions about an act ("Did the court grant the stay?", "Has a class been
// certified?", "Did the school lose its licence?"), and "What did the court find?": a passage answers only when it states that
// act, or its ruling opposite, as done. A passage that names the motion ("MOTION for Stay") does
// not say whether it was granted, and one that puts the act in doubt or in the future ("to
// determine whether the claim is moot", "… or the school would lose its licence", "whether the
// settlement should be finally approved") does not say that it happened. Pure.
import { stem, tokenize } from './terms'

const YES_NO = /^\s*(?:did|does|do|has|have|had|was|were|is|are)\b/i
// "What did the magistrate judge find at the hearing?" asks for a finding, as "Did … find" does.
const WHAT_FOUND = /^\s*what\s+did\b[^?]*?\b(find|hold|conclude)\b/i

// An act, by its stem, and the stems of the words that state it or its opposite.
const FAMILIES: string[][] = [
  ['grant', 'deny', 'allow', 'deni'],
  ['certify', 'deny', 'deni'],
  ['approv', 'reject', 'deny', 'deni', 'disapprov'],
  ['sustain', 'overrul'],
  ['overrul', 'sustain'],
  ['affirm', 'revers', 'vacat', 'remand'],
  ['revers', 'affirm', 'vacat'],
  ['vacat', 'affirm', 'revers'],
  ['dismiss', 'deny', 'deni'],
  ['find', 'found', 'conclud', 'held', 'hold'],
  ['conclud', 'find', 'found', 'held', 'hold'],
  ['hold', 'held', 'conclud', 'found'],
  ['requir', 'order', 'direct', 'waiv'],
  ['order', 'direct', 'requir'],
  ['los', 'lost', 'retain', 'kept', 'keep'],
  ['enjoin'],
  ['impos', 'sanction'],
  ['award', 'deny', 'deni'],
  ['appoint', 'name'],
  ['enter', 'entered'],
]
const ACTS = new Map(FAMILIES.map((f) => [f[0]!, new Set(f)]))
// Said of an act that may, would or might happen, or that is still to be decided.
const HEDGE = /\b(?:whether|would|could|might|if|unless)\b/i
/** How far back in its sentence a hedge governs an act. */
const HEDGE_REACH = 250
// A noun of the act ("the Final Approval Hearing", "a dismissal order") names it, not that it was done.
const NOUN_FORM = /(?:al|ion|ment|ance|ence)$/

/** The stems that state the act a yes-or-no question asks about, or null when it asks of none. */
export function askedAct(question: string): Set<string> | null {
  const found = WHAT_FOUND.exec(question)?.[1]
  if (found) return ACTS.get(stem(found.toLowerCase())) ?? ACTS.get('find')!
  if (!YES_NO.test(question)) return null
  for (const { word } of tokenize(question)) {
    const family = ACTS.get(stem(word))
    if (family) return family
  }
  return null
}

/** Whether a passage states the act (a stem of `act`) outside any hedge of its sentence. */
export function statesAct(passage: string, act: Set<string>): boolean {
  for (const { word, start } of tokenize(passage)) {
    if (!act.has(stem(word)) || NOUN_FORM.test(word)) continue
    const before = passage.slice(Math.max(0, start - HEDGE_REACH), start)
    const sentence = before.slice(before.search(/[.;:!?](?=\s)[^.;:!?]*$/) + 1)
    if (!HEDGE.test(sentence)) return true
  }
  return false
}

// Who acts, not what is acted on: "Did the district court grant …?"
const ACTORS = new Set(['court', 'district', 'circuit', 'judge', 'panel'])

/**
 * For each of the question's term stems, whether it is of the act's object: "the temporary
 * restraining order" of "Did the court grant the temporary restraining order?", not the act
 * ("grant") nor who acts ("court").
 */
export function objectMask(
  terms: ReadonlyArray<{ key: string; frame?: boolean }>,
  subject: readonly boolean[],
  act: Set<string>,
): boolean[] {
  return terms.map((t, i) => !!subject[i] && !t.frame && !act.has(t.key) && !ACTORS.has(t.key))
}
