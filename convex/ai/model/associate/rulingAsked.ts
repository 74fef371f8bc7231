// Questions of a ruling or a permission: "When was the appeal decided?" is answered where a ruling
// is said, a docket row that asks for a ruling does not date it, and "leave to appeal" is its own
// event. Pure.
import { rowContext } from './factContext'
import type { SourcePage } from './types'
import type { ScopeFact } from './typed'

// "When was leave to appeal granted?", "… leave to amend": the court's permission is its own
// event, not the appeal or the amendment it permits; a date answers only where "leave" is said.
const LEAVE = /\bleave\s+to\s+\p{L}/iu
const LEAVE_WORD = /\bleave\b/i

/** Whether a text says the leave a question asks about, or the question asks of none. */
export function permissionSaid(question: string, text: string): boolean {
  return !LEAVE.test(question) || LEAVE_WORD.test(text)
}

// "When was the appeal decided?", "the Brightwater appeal heard": the appeal's own ruling.
// Also the court's act before the appeal: "When did the Tenth Circuit decide the appeal?", "… rule
// on the Doe v. Roe appeal".
export const APPEAL_RULED =
  /\bappeal\s+(?:(?:was|were|be|is)\s+)?(?:decided|determined|resolved|heard|argued|submitted)\b|\b(?:decide|rule\s+on|resolve|hear)\s+(?:the|its|this)\s+(?:[\p{L}.&'’-]+\s+){0,10}?appeal\b/iu

export const RULING_SAID =
  /\b(?:decided|decision|affirm\w*|revers\w*|modif\w*|dismiss\w*|remand\w*|vacat\w*|ruled|ruling|opinion)\b/i

// A question of a ruling ("When did the court rule on the motion?", "… grant the motion?").
const RULING_ASKED = /\b(?:rule|ruled|decide|decided|grant|granted|deny|denied)\b/i
// The court's certifying of a class ("When did the court certify the class?", "When was the class
// certified?") is a ruling too; a party's motion to certify ("When did plaintiffs move to certify
// the class?") is not.
const CERTIFYING_ASKED =
  /\b(?:court|judge)\s+(?:\p{L}+\s+)?certif(?:y|ied)\b|\bclass\s+(?:was\s+|were\s+|been\s+)?certified\b/iu
const MOTION_ASKED = /\b(?:move|moved|motion|petition|ask|asked|request\w*)\b/i
const rulingAsked = (question: string) =>
  RULING_ASKED.test(question) || (CERTIFYING_ASKED.test(question) && !MOTION_ASKED.test(question))
// A docket row of a ruling ("DECISION AND ORDER ON MOTION - GRANTED"), not of a party's paper
// that asks for one ("NOTICE OF MOTION to dismiss", "ORDER TO SHOW CAUSE", "NOTICE OF APPEAL").
const RULING_ENTRY =
  /\b(?:decision|order|opinion|judgment|ruling|decided|granted|denied|affirmed|reversed)\b/i
// A docket row's opening: its date, then its number.
const DOCKET_ROW = /^\s*\d{1,2}\/\d{1,2}\/\d{2,4}\s+\d{1,4}\s/
const ASKING_ENTRY = /\bnotice\s+of\s+(?:motion|appeal)\b|\border\s+to\s+show\s+cause\b/i

/**
 * Whether a date answers a question of a ruling: a docket row that is no ruling's ("NOTICE OF
 * MOTION for summary judgment") dates the asking, not the ruling, though it shares more of the
 * question's words than "DECISION AND ORDER ON MOTION - GRANTED" does.
 */
export function rulingRow(fact: ScopeFact, pages: SourcePage[], question: string): boolean {
  if (fact.kind !== 'date' || !rulingAsked(question)) return true
  const row = rowContext(fact, pages)
  // A row read whole as the fact's own sentence ("03/04/2031 12 SUGGESTIONS in opposition re 5
  // MOTION to certify class …") is still a row.
  if (row === fact && !DOCKET_ROW.test(fact.context)) return true
  return RULING_ENTRY.test(row.context) && !ASKING_ENTRY.test(row.context)
}

/**
 * Whether a passage may date the ruling a question asks of: asked when the court ruled (or
 * certified the class), a passage that says no ruling ("SUGGESTIONS in opposition re MOTION to
 * certify class") dates a party's paper, not the court's act.
 */
export function rulingQuoted(question: string, quote: string): boolean {
  return !rulingAsked(question) || RULING_ENTRY.test(quote) || /\bcertified\b/i.test(quote)
}
