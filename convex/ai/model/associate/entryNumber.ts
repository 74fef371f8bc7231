// "What is the docket number of the City's motion for summary judgment?" asks for the paper's
// entry on the docket ("a motion for summary judgment, docket no. 111, filed by …", "Def.'s Mot.
// (ECF No. 42)", or the motion named after its number: "See ECF No. 5 (Pls.' Motion for …)"), not for the case's number, which every caption prints. Asked so, the case's
// docket number is no answer: the entry number the papers give beside the motion's name is,
// or "not found". Pure.
import { askedMotionStems } from './rulingFit'
import { contentStemSet } from './terms'
import type { SourcePage } from './types'

// "the docket number of the City's motion for …", "the ECF number for the motion to dismiss",
// "at what ECF number is the plaintiff's motion for a TRO?".
const ENTRY_ASKED =
  /\b(?:docket|ECF|dkt\.?|entry)\s*(?:number|no\.?|#)\s+(?:of|for)\s+(?:the\s+)?(?:[\p{L}'’.-]+\s+){0,3}?motions?\b|\b(?:at|under|as)\s+(?:what|which)\s+(?:docket|ECF|dkt\.?|entry)\s*(?:number|no\.?|#)\s+(?:is|was)\s+(?:the\s+)?(?:[\p{L}'’.-]+\s+){0,3}?motions?\b/iu

// A docket entry's number as papers cite it: "docket no. 111", "Dkt. No. 42", "ECF No. 7", "Doc. 19",
// "ECF Nos. 5 (…), 21 (…)".
const ENTRY =
  /\b(?:docket|dkt\.?|ECF|doc\.?)\s*(?:nos?\.?|number|#)?\s*:?\s*(\d{1,4})(?:-\d{1,3})?\b/gi
// The paper an entry number names in the parenthesis after it: "ECF No. 5 (Pls.’ Mot. for …)".
const NAMED_AFTER = /^\s*\(([^()]{0,120})/
// How far before an entry number the motion's name may stand ("a motion for summary judgment, ").
const NAME_SPAN = 90

export type EntryNumber = { page: SourcePage; start: number; end: number; value: string }

/** Whether the question asks for a motion's entry number on the docket. */
export function asksEntryNumber(question: string): boolean {
  return ENTRY_ASKED.test(question)
}

/**
 * The entry number the papers give just after the motion the question names (two words of its
 * subject there, or its one: "summary judgment"), first in the papers' order; null when none does.
 */
export function findEntryNumber(question: string, pages: SourcePage[]): EntryNumber | null {
  const asked = askedMotionStems(question)
  if (asked.size === 0) return null
  for (const page of pages) {
    for (const m of page.text.matchAll(ENTRY)) {
      const after = NAMED_AFTER.exec(page.text.slice(m.index + m[0].length))?.[1]
      const before =
        after && /\bmot(?:ion|\.)/i.test(after)
          ? after
          : page.text.slice(Math.max(0, m.index - NAME_SPAN), m.index)
      if (!/\bmot(?:ion|\.)/i.test(before)) continue
      const said = contentStemSet(before)
      // The subject's words ("summary judgment"), though the question adds others ("addressed").
      const shared = [...asked].filter((s) => said.has(s)).length
      if (shared < Math.min(2, asked.size)) continue
      return { page, start: m.index, end: m.index + m[0].length, value: m[1]! }
    }
  }
  return null
}
