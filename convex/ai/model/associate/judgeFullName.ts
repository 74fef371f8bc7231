// A judge the facts name by surname alone ("Judge (author): Higginbotham", read from "HIGGINBOTHAM,
// Circuit Judge:") is answered with the full name the same paper prints for that judge, where it
// prints it beside a judge's title: an opinion's byline ("PATRICK E. HIGGINBOTHAM, \n Circuit
// Judge:"), an order's signature ("NANCY J. ROSENSTENGEL \n Chief U.S. District Judge"). Only
// when the paper prints exactly one such full name for the surname. Pure.
import type { SourcePage } from './types'

// What stands before a surname in a full name: a given name, then at most two initials or
// names ("Gary L Sharpe", "PATRICK E. HIGGINBOTHAM", "Mary Ann Rowe").
const GIVEN = String.raw`(?:[A-Z][a-z]+|[A-Z]{2,})`
const MIDDLE = String.raw`(?:[A-Z]\.?|[A-Z][a-z]+|[A-Z]{2,})`

// Words of a title or heading, never a judge's given name ("Chief Judge Rowe", "Before ROWE").
const NOT_GIVEN =
  /^(?:judges?|chief|senior|district|circuit|magistrate|justices?|hon|honorable|the|before|united|states|court|presiding|associate|acting|bankruptcy|appeals?|and|by|per|curiam|dated|signed|order|ordered|so|mr|mrs|ms|dr|entered|clerk|deputy|cc|to|from|of|for|in|re)$/i

// A judge's title by the name: on its line ("Hon. Ida M. Corrow", "ANN ROE, Circuit Judge:") or
// the next two (a signature's "United States District Judge" under the name; a byline whose
// title a two-column scan printed a line further down).
const JUDGE_TITLE =
  /\bJudges?\b|\bJustices?\b|\bJ\.|\bMagistrate\b|\bChancellor\b|\bHon(?:orable|\.)/i

/** The name's line and the two after it. */
function besideName(text: string, at: number): string {
  let end = at
  for (let n = 0; n < 3 && end !== -1; n++) end = text.indexOf('\n', end + 1)
  return text.slice(text.lastIndexOf('\n', at) + 1, end === -1 ? undefined : end)
}

/** "PATRICK E. HIGGINBOTHAM" → "Patrick E. Higginbotham"; a name in mixed case stays. */
function titleCased(name: string): string {
  if (/[a-z]/.test(name)) return name
  return name.replace(/[A-Z]{2,}/g, (w) => w[0] + w.slice(1).toLowerCase())
}

/** A full name as a page prints it, and where. */
export type PrintedName = { name: string; page: SourcePage; start: number; end: number }

/**
 * The one full name a document's pages print for a judge's surname beside a judge's title (its
 * first place), or null when they print none or more than one.
 */
export function fullJudgeName(surname: string, pages: SourcePage[]): PrintedName | null {
  if (!/^[\p{L}'’-]{3,}$/u.test(surname)) return null
  const escaped = surname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = new RegExp(
    String.raw`\b(${GIVEN})((?:[ \t]+${MIDDLE}){0,2})[ \t]+(${escaped})\b(?![ \t]*v\.)`,
    'gi',
  )
  const found = new Map<string, PrintedName>()
  for (const page of pages) {
    for (const m of page.text.matchAll(pattern)) {
      const given = m[1]!
      // The case-insensitive pattern must still read a capitalised name.
      if (!/^[A-Z]/.test(given) || NOT_GIVEN.test(given)) continue
      const middles = m[2]!
        .trim()
        .split(/[ \t]+/)
        .filter(Boolean)
      if (middles.some((w) => !/^[A-Z]/.test(w) || NOT_GIVEN.test(w))) continue
      if (m[3]!.toLowerCase() !== surname.toLowerCase() || !/^[A-Z]/.test(m[3]!)) continue
      if (!JUDGE_TITLE.test(besideName(page.text, m.index))) continue
      const name = titleCased([given, ...middles, m[3]!].join(' '))
      const key = name.toLowerCase().replace(/\./g, '')
      if (!found.has(key))
        found.set(key, { name, page, start: m.index, end: m.index + m[0].length })
    }
  }
  return found.size === 1 ? [...found.values()][0]! : null
}

/**
 * The judge facts shown with the full name their document prints, where it prints one, and the
 * places those names are printed (to cite beside the fact's own line).
 */
export function withFullJudgeNames<F extends { kind: string; display: string; documentId: string }>(
  shown: F[],
  pages: SourcePage[],
): { shown: F[]; printed: PrintedName[] } {
  const printed: PrintedName[] = []
  const named = shown.map((fact) => {
    if (fact.kind !== 'judge' || /\s/.test(fact.display.trim())) return fact
    const own = pages.filter((p) => p.documentId === fact.documentId)
    const full = fullJudgeName(fact.display.trim(), own)
    if (!full) return fact
    printed.push(full)
    return { ...fact, display: full.name }
  })
  return { shown: named, printed }
}
