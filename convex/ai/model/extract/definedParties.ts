// Parties a filing names outside its caption: with a defined term ("Jane Roe (“Plaintiff”)") or in
// a letter's "Re: Smith v. Acme Corp." line.
import { mention, type PartyMention, type PartyRole } from './partyMention'
import { partyNames } from './partyNames'
import { twoSides } from './captionSides'

// "Jane Roe (“Plaintiff”)", "Acme Corp. (“Acme” or “Defendant”)", "A and B (together, “Plaintiffs”)".
const DEFINED =
  /\((?:(together|collectively),?\s+)?(?:the\s+)?["“][^"”]{0,40}["”](?:\s+or\s+(?:the\s+)?["“][^"”]{0,40}["”])*\)/g

const shortKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * The short names a filing defines for its parties' whole names, by the short name's key:
 * "Defendant Acme Holdings Corp. (“Acme Holdings”)" → "acme holdings" → "Acme Holdings Corp.". A
 * short name counts only when the whole name opens on it (a nickname such as “the Company” is
 * no part of the name it stands for).
 */
function shortNames(text: string): Map<string, string> {
  const whole = new Map<string, string>()
  for (const match of text.matchAll(DEFINED)) {
    const term = /^\(\s*["“]([^"”]{2,40})["”]\s*\)$/.exec(match[0])
    if (!term || /Plaintiff|Petitioner|Claimant|Defendant|Respondent/i.test(term[1]!)) continue
    const start = nameStart(text, match.index, false)
    if (start === null) continue
    const names = partyNames(text.slice(start, match.index))
    const key = shortKey(term[1]!)
    if (names.length !== 1 || whole.has(key)) continue
    const full = shortKey(names[0]!)
    if (full !== key && full.startsWith(`${key} `)) whole.set(key, names[0]!)
  }
  return whole
}

/** Parties introduced with a defined term naming their side. */
export function findDefinedParties(text: string): PartyMention[] {
  const found: PartyMention[] = []
  let whole: Map<string, string> | null = null
  for (const match of text.matchAll(DEFINED)) {
    const terms = match[0]
    const role: PartyRole | null = /Plaintiff|Petitioner|Claimant/i.test(terms)
      ? 'plaintiffs'
      : /Defendant|Respondent/i.test(terms)
        ? 'defendants'
        : null
    if (!role || found.some((other) => other.role === role)) continue
    // A side's plural term ("Jane Roe and John Poe (“Plaintiffs”)") defines a group, as
    // "together" does: its "and" joins the group's names.
    const start = nameStart(text, match.index, match[1] !== undefined || PLURAL_TERM.test(terms))
    if (start === null) continue
    const short = partyNames(text.slice(start, match.index))
    if (short.length === 0) continue
    // A group named by the short names defined before it ("Defendants Acme Holdings and Acme
    // Stores (collectively, “Defendants”)") names the parties by their whole names.
    whole ??= shortNames(text)
    const names = short.map((name) => whole!.get(shortKey(name)) ?? name)
    found.push(mention(role, names, start, match.index + terms.length, 'defined'))
  }
  return found
}

// A defined term naming a side in the plural: "(“Plaintiffs”)", "(the “Defendants”)".
const PLURAL_TERM =
  /["“](?:the\s+)?(?:Plaintiffs|Defendants|Petitioners|Respondents|Claimants)["”]/i

// Where the walk back stopped inside a name or a phrase: "… a program of Acme Inc., Jane Roe
// (collectively, “Plaintiffs”)" (the names are the object of "of"; the party the phrase describes
// stands before it), "the Commission on Teacher Licensing (“Defendant”)" (a small word inside
// the body's name).
const OBJECT_OF = /^\s*of\s/
const SMALL_WORD_BEFORE = /\p{Lu}[\p{L}.'’-]*[ \t\n]+(?:on|for|at|in)[ \t\n]*$/u

/**
 * Walks back from a defined term over the capitalised words of the name (and "and" for a group);
 * null when the walk stopped inside a name or a phrase, where the party's name does not start.
 */
function nameStart(text: string, end: number, group: boolean): number | null {
  const from = Math.max(0, end - 300)
  // A space after the last word, so every word of the name is followed by one.
  const before = `${text.slice(from, end).trimEnd()} `
  // "and" joins a group's names, or two words of one name ("Police and Fire").
  const word = group
    ? "(?:[A-Z][\\w.&'’-]*,?|of|the|and|&)"
    : "(?:[A-Z][\\w.&'’-]*,?|of|the|&|and(?=[ \\t\\n]+(?:Fire|Police|Welfare|Sciences|Retirement|Human)\\b))"
  // Words run on over a single line break, never over a blank line.
  const name = new RegExp(`(?:${word}(?:[ \\t]*\\n(?![ \\t]*\\n)[ \\t]*|[ \\t]+))+$`).exec(before)
  if (!name) return end
  let start = from + name.index
  for (;;) {
    // A heading in capitals above the name ("VERIFIED COMPLAINT") is not part of it.
    const newline = text.indexOf('\n', start)
    if (newline === -1 || newline >= end) break
    const firstLine = text.slice(start, newline)
    if (/\p{Ll}/u.test(firstLine) || !/\p{Ll}/u.test(text.slice(newline, end))) break
    start = newline + 1
  }
  // A side's role inside the words walked over ("… Montana, Defendants. Plaintiffs Jane Roe")
  // ends what went before: the name starts after it.
  const roles = [
    ...text
      .slice(start, end)
      .matchAll(/\b(?:Plaintiffs?|Defendants?|Petitioners?|Respondents?)\b[.,:]?\s+/g),
  ]
  const lastRole = roles[roles.length - 1]
  if (lastRole) start += lastRole.index + lastRole[0].length
  else if (OBJECT_OF.test(text.slice(start, end))) return null
  else if (SMALL_WORD_BEFORE.test(text.slice(Math.max(0, start - 80), start))) return null
  // Lead-in words that are capitalised but not the name: "Plaintiff Jane Roe".
  const lead = /^\s*(?:(?:Plaintiffs?|Defendants?|Lead|Named|Nominal|and|of|the|,)\s+)*/.exec(
    text.slice(start, end),
  )
  return start + (lead?.[0].length ?? 0)
}

// "Re: Smith v. Acme Corp., No. …", "Matter: Reyes v. Bright Harbor (wage claims)", and a line
// that is a case name followed by its number: "Fenwick v. Clearwater Mobile, Inc., Case No. …".
const TITLES = [
  /^[ \t]*(?:Re|RE|Subject|Matter|Case|Caption)[ \t]*:[ \t]*(?:In\s+re:?\s+)?(.+?)\s+v\.\s+(.+?)(?=,\s*(?:et\s+al\.,?\s*)?(?:No\.|Case|Index|Civil|C\.A\.|Cause|Docket)|\s+\(|\s+-\s|,?\s*$)/m,
  /^[ \t]*([A-Z][^\n]{0,80}?)\s+v\.\s+([A-Z][^\n]{0,80}?),\s*(?:et\s+al\.,?\s*)?(?:Case\s+|Civil\s+Action\s+|C\.A\.\s+|Index\s+|Cause\s+|Docket\s+)?No\./m,
]

// A reported or a slip decision's citation: "2012 WL 4498873", "slip op. at 12", "699 F.2d 1",
// "(N.D. Cal. Sept. 28, 2012)".
const CITATION =
  /\bWL\s+\d|\bslip\s+op\b|\b\d+\s+(?:F\.|U\.S\.|S\.\s?Ct\.|So\.|N\.[EW]\.|P\.\d|A\.\d)|\((?:[A-Z][\w.]*\s*){1,4}[^()]*\b(?:19|20)\d\d\)/

/**
 * Whether the case name ending at `end` is a cited decision, not the paper's own case: its number
 * is followed, on the same or the next line, by a reporter or a court and year.
 */
function citedCase(text: string, end: number): boolean {
  const lineEnd = text.indexOf('\n', end)
  const nextEnd = lineEnd === -1 ? -1 : text.indexOf('\n', lineEnd + 1)
  return CITATION.test(text.slice(end, nextEnd === -1 ? text.length : nextEnd))
}

/** The parties of a "Re: Smith v. Acme Corp., No. …" line. */
export function findTitleParties(text: string): PartyMention[] {
  for (const title of TITLES) {
    const match = title.exec(text)
    if (!match) continue
    if (citedCase(text, match.index + match[0].length)) continue
    const plaintiffStart = match.index + match[0].indexOf(match[1]!)
    const defendantStart =
      plaintiffStart +
      match[0].slice(match[0].indexOf(match[1]!)).indexOf(match[2]!, match[1]!.length)
    const sides = twoSides(
      { text: match[1]!, start: plaintiffStart, end: plaintiffStart + match[1]!.length },
      { text: match[2]!, start: defendantStart, end: defendantStart + match[2]!.length },
      'title',
    )
    if (sides.length > 0) return sides
  }
  return []
}
