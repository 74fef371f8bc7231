// The number of a case the papers cite by name: "What is the docket number of the related case
// Roe v. Doe?", "What is the D.D.C. docket number of Roe v. Doe listed among the related
// proceedings?". Papers cite a case by its name and then its number: "Roe v. Doe, No. 25-cv-334
// (Mar. 6, 2025)", "the related case, Roe v. Doe (No. 25-cv-127)", "Roe v. Doe, Civil Action No.
// 2:19-cv-00412". A brief's list of related proceedings gives one case's numbers court by court
// under headings ("United States District Court (D.D.C.):"); the question's court picks one.
// Pure.
import { firstCaseName } from './naming'
import { contentStemSet } from './terms'
import type { SourcePage } from './types'

export type CitedNumber = { page: SourcePage; start: number; end: number; value: string }

// The case a question asks the number of: the name right after "number of" ("the docket number
// of the related case Roe v. Doe", "the case number of Roe v. Doe").
const NUMBER_OF =
  /\b(?:number|no\.?)\s+(?:of|for)\s+(?:the\s+)?(?:(?:related|underlying|companion|earlier|prior|other|consolidated)\s+)?(?:(?:case|action|matter|suit|litigation|appeal)\s*,?\s+)?/i

// A number a citation gives after the case's name: ", No. 25-cv-334", " (No. 25-cv-127)",
// ", Civil Action No. 19-412", "Nos. 25-5037 and 25-5055" (the first answers).
const CITED_NUMBER =
  /^\s*[,(]\s*(?:(?:Case|Civil\s+Action|Civ\.\s*A\.|Docket|Index|Appeal)\s+)?Nos?\.\s*((?:[A-Z]{1,4}\s?)?\d[\d:]*(?:[-–]\w+)+|\d{4,})/
// How far before its number a case's name may start ("Sanchez Puentes v. Garite").
const NAME_SPAN = 120
// A list heading above a cited case: "United States Court of Appeals (D.C. Cir.):".
const HEADING = /[^\n]*:[ \t]*\n(?![^]*:[ \t]*\n)/
const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '')

/** The case a question asks the number of, as its two sides' words; null when it names none. */
export function askedCitedCase(
  question: string,
): { first: Set<string>; second: Set<string> } | null {
  const m = NUMBER_OF.exec(question)
  if (!m) return null
  const name = firstCaseName(question.slice(m.index + m[0].length))
  if (!name || name.index > 0) return null
  return { first: contentStemSet(name.first), second: contentStemSet(name.second) }
}

// The courts a question names by their short forms: "D.D.C.", "N.D. Cal.", "9th Cir.".
const COURT_SHORT =
  /(?<![\p{L}.])(?:\p{Lu}\.){1,3}(?:\s?\p{Lu}\p{Ll}{1,4}\.)?|\b\d+(?:st|nd|rd|th)\s+Cir\./gu
// ...or by their level: a district court, a court of appeals ("circuit").
const LEVELS: Array<[RegExp, string]> = [
  [/\bdistrict\s+court\b/i, 'district'],
  [/\b(?:court\s+of\s+appeals|circuit|appellate)\b/i, 'appeals'],
]

/** The courts a question names, as compacted text a heading or parenthesis would hold. */
function courtsNamed(question: string): string[] {
  const short = [...question.matchAll(COURT_SHORT)].map((c) => compact(c[0])).filter(Boolean)
  return [...short, ...LEVELS.filter(([level]) => level.test(question)).map(([, word]) => word)]
}

/**
 * The number the papers print right after the asked case's name (both its sides' words in the
 * name before the number); when the papers give it several, the one whose heading or
 * parenthesis names the court the question names, else the first. Null when none does.
 */
export function findCitedNumber(question: string, pages: SourcePage[]): CitedNumber | null {
  const asked = askedCitedCase(question)
  if (!asked || asked.first.size === 0 || asked.second.size === 0) return null
  const courts = courtsNamed(question)
  const found: Array<CitedNumber & { court: boolean }> = []
  for (const page of pages) {
    const text = page.text
    for (const v of text.matchAll(/\s+v\.?\s+/g)) {
      const after = text.slice(v.index + v[0].length, v.index + v[0].length + NAME_SPAN)
      const cut = after.search(/[,(]/)
      if (cut < 0) continue
      const number = CITED_NUMBER.exec(after.slice(cut))
      if (!number) continue
      const before = text.slice(Math.max(0, v.index - NAME_SPAN / 2), v.index)
      const firstSide = contentStemSet(before.split(/[.;:]\s|\n\s*\n/).pop() ?? '')
      const secondSide = contentStemSet(after.slice(0, cut))
      if (![...asked.first].every((s) => firstSide.has(s))) continue
      if (![...asked.second].every((s) => secondSide.has(s))) continue
      const start = v.index + v[0].length + cut + number.index + number[0].indexOf(number[1]!)
      const end = start + number[1]!.length
      const heading = HEADING.exec(text.slice(Math.max(0, v.index - 300), v.index))?.[0] ?? ''
      const paren = /^\s*\([^)]{0,40}\)/.exec(text.slice(end))?.[0] ?? ''
      const context = compact(heading + paren)
      found.push({
        page,
        start,
        end,
        value: number[1]!,
        court: courts.some((c) => context.includes(c)),
      })
    }
  }
  return found.find((f) => f.court) ?? found[0] ?? null
}
