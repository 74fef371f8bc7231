// "How did the court rule?": the sentence or line of a paper that disposes of the case or a
// motion ("AFFIRMED.", "The motion to dismiss is GRANTED.", "We affirm in part and reverse in
// part.", "Disposition: Order Denying Application"), chosen among the named documents' pages by
// how surely it disposes and how much of the question it speaks of. Pure.
import { contentStemSet } from './terms'
import type { SourcePage } from './types'

const OUTCOME =
  'affirm|revers|vacat|remand|dismiss|den(?:y|ied|ies)|grant|allow|sustain|overrul|quash|stay'
const RULES: Array<{ re: RegExp; sureness: number }> = [
  // A disposition line of its own: "AFFIRMED.", "REVERSED AND REMANDED", "Order Reversed".
  {
    re: /^[ \t]*(?:Order\s+|Judgment\s+)?(?:AFFIRMED|REVERSED|VACATED|REMANDED|DISMISSED|DENIED|GRANTED|Affirmed|Reversed|Vacated|Dismissed|Denied|Granted)\b[^\n]{0,80}$/gm,
    sureness: 3,
  },
  { re: /\bDisposition\s*:[^\n]{3,160}/g, sureness: 3 },
  // "… is hereby GRANTED", "… are DENIED", "is allowed"
  {
    re: new RegExp(
      `[^.\\n]{0,200}\\b(?:is|are|be)\\s+(?:hereby\\s+|summarily\\s+)?(?:${OUTCOME})\\w*\\b[^.\\n]{0,120}`,
      'gi',
    ),
    sureness: 2,
  },
  // "We affirm …", "The Court DENIES …"
  {
    re: new RegExp(
      `\\b(?:we|the\\s+court|this\\s+court)\\s+(?:hereby\\s+|therefore\\s+|accordingly\\s+)?(?:${OUTCOME})\\w*\\b[^.\\n]{0,160}`,
      'gi',
    ),
    sureness: 2,
  },
  { re: /\bIT\s+IS\s+(?:HEREBY\s+)?(?:ORDERED|ADJUDGED)\b[^.]{0,240}/g, sureness: 1 },
]

export type Disposition = { page: SourcePage; start: number; end: number; outcome: string }

/** The outcome words of a disposition, recased: "Affirmed in part, reversed in part". */
function outcomeOf(quote: string): string {
  const words = [
    ...quote.matchAll(new RegExp(`\\b(?:${OUTCOME})\\w*(?:\\s+in\\s+part)?`, 'gi')),
  ].map((m) => m[0].toLowerCase())
  const unique = [...new Set(words)]
  const text = unique.join(', ')
  return text === '' ? quote.trim() : text[0]!.toUpperCase() + text.slice(1)
}

/** The disposition that best answers `question` in `pages`, or null. */
export function findDisposition(question: string, pages: SourcePage[]): Disposition | null {
  const asked = contentStemSet(question)
  let best: (Disposition & { score: number }) | null = null
  for (const page of pages) {
    for (const { re, sureness } of RULES) {
      for (const match of page.text.matchAll(re)) {
        const raw = match[0]
        const lead = raw.length - raw.trimStart().length
        const start = match.index + lead
        const end = match.index + raw.trimEnd().length
        if (end - start < 4) continue
        const quote = page.text.slice(start, end)
        let shared = 0
        for (const s of contentStemSet(quote)) if (asked.has(s)) shared++
        // Later pages hold the decretal paragraph; a disposition line outranks prose.
        const score = sureness + shared * 0.5 + page.page * 0.01
        if (!best || score > best.score) {
          best = { page, start, end, outcome: outcomeOf(quote), score }
        }
      }
    }
  }
  return best && { page: best.page, start: best.start, end: best.end, outcome: best.outcome }
}
