// An appellate opinion's appearance group: its lawyers, their firms and cities, then the side they
// appear for, once, at the group's close ("Ann Roe (argued) and Ben Poe, Roe Law Group, Tucson,
// Arizona; Carl Doe, Center for Law in the Public Interest, Tucson, Arizona; for Defendants-
// \nAppellants."). A "for" inside a firm's or an office's name ("Center for Law", "Cabinet for
// Human Resources") is not the client: the side the group closes with is. Pure.

import { isPerson, PERSON } from './counselNames'

// The group's close: a comma or semicolon, then "for" a side of the case, though the hyphenated
// side wraps onto the next line ("for Defendants-" over "Appellants.").
const GROUP_CLOSE =
  /[;,]\s*for\s+(?:the\s+)?((?:plaintiffs?|defendants?|appellants?|appellees?|petitioners?|respondents?|intervenors?|relators?)(?:\s*[-–]\s*(?:appellants?|appellees?|petitioners?|respondents?|intervenors?))?)(?![\w-])/i

// A sentence's end between the name and the close: a word of four lower-case letters or more
// before a stop ("… in the Public Interest. The court …"); an abbreviation ("Atty.", "Asst.",
// "Inc.", "Ky.") or initials do not end one.
const SENTENCE_END = /\p{Ll}{4,}\.\s|\)\.\s|\n[ \t]*\n/u

/** Most characters a group may run from a lawyer's name to its close. */
const GROUP_CHARS = 700

/**
 * The side the appearance group a name stands in closes with, and where that side's words stand
 * in the text; null when no close follows before a sentence ends.
 */
export function groupClose(text: string, from: number): { forWhom: string; at: number } | null {
  const rest = text.slice(from, from + GROUP_CHARS)
  const close = GROUP_CLOSE.exec(rest)
  if (!close) return null
  if (SENTENCE_END.test(rest.slice(0, close.index))) return null
  return {
    forWhom: close[1]!.toLowerCase().replace(/\s*[-–]\s*/g, '-'),
    at: from + close.index + close[0].length,
  }
}

/**
 * Whether the "for" an appearance was read from stands inside a name: straight after a
 * capitalised word ("Center for Law", "Cabinet for Human Resources"), not after a comma ("…, New
 * York City, for Timmy S.") or a lawyer's title ("Attorneys for …").
 */
export function forInsideName(before: string): boolean {
  return /\b(?!(?:Attorneys?|Counsel|Appearing)\b)[A-Z][\w.'’&-]*\s+$/.test(before)
}

/**
 * Whether the words after a name say it argued: "(argued)" or "argued" before another lawyer's
 * name begins, so "Ann Roe, Staff Atty., Carl Doe (argued)" is Carl Doe's argument, not Ann Roe's.
 */
export function arguedAfter(after: string): boolean {
  const at = after.search(/\(argued\)|\bargued\b/i)
  if (at < 0) return false
  const between = after.slice(0, at)
  return ![...between.matchAll(PERSON)].some((m) => isPerson(m[0].replace(/,$/, '')))
}

// The Sixth Circuit's (and others') appearance paragraph: "ARGUED: Ann Roe, Roe Law, Troy,
// Michigan, for Appellant. Carl Doe, …, for Appellees. ON BRIEF: …". The lawyers between
// "ARGUED:" and "ON BRIEF:" argued; the capitals keep "Argued: April 29, 2011" (a date) out.
const ARGUED_OPEN = /\bARGUED:(?![\s\S]*\bON\s+BRIEFS?:)[^\n]*(?:\n(?!\s*\n)[^\n]*)*$/

/** Whether a name at `at` stands in an "ARGUED:" paragraph (before its "ON BRIEF:"). */
export function arguedSection(text: string, at: number): boolean {
  return ARGUED_OPEN.test(text.slice(Math.max(0, at - 600), at))
}

// An appearance that says whom the lawyer represents before any "for": "Ann Roe, an attorney
// purporting to represent the plaintiff class, brings this appeal from an order approving a
// plan for Lake County schools": the plaintiff class is the client, not "Lake County".
const REPRESENTS =
  /\brepresent(?:s|ing)?\s+(?:the\s+)?((?:plaintiffs?|defendants?|appellants?|appellees?|petitioners?|respondents?|intervenors?)(?:\s+class)?)\b/i

/** The side an appearance says the lawyer represents, before `end`; null when it says none. */
export function representsSide(appearance: string, end: number): string | null {
  return REPRESENTS.exec(appearance.slice(0, end))?.[1]?.toLowerCase() ?? null
}
