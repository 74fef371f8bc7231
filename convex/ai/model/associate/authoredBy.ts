// Who wrote a paper, as the papers say it in running text: an appellate docket's "Filed opinion of
// the court by Judge Roe. AFFIRMED.", a reporter's "[Findings of Fact … and Order by Roe, J.]".
// Asked which judge wrote or issued the paper the question names ("opinion", "findings",
// "order"), the named documents' one such author answers; two different authors, or a paper word
// the question does not say, answer nothing. Pure.
import type { Asked } from './asked'
import { passagesOf } from './passages'
import { contentStemSet } from './terms'
import { findingAnswer, spanCitation } from './typedAnswers'
import type { OfflineAnswer, SourcePage } from './types'

// The paper a judge is said to have written, just before "by", in any case ("Opinion", "ORDER"):
// spelt out, for the name's capitals must stay capitals (no "i" flag).
const PAPER_WORDS = [
  'opinion',
  'order',
  'findings',
  'decision',
  'judgment',
  'memorandum',
  'ruling',
  'decree',
]
const PAPER = String.raw`\b(${PAPER_WORDS.map((w) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}|${w.toUpperCase()}`).join('|')})\b`
const NAME = String.raw`(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){0,1})`
// "… by Judge Roe", "by Circuit Judge Roe", "by Chief Justice Roe", and "by Roe, J." / "by Roe, C.J.".
const AUTHORED = new RegExp(
  String.raw`${PAPER}[^.;\]]{0,60}?\bby\s+(?:(?:(?:Chief|Senior|Circuit|District)\s+)?(?:Judge|Justice)\s+${NAME}(?![\p{L}])|${NAME},\s+(?:C\.\s?)?J\.)`,
  'gu',
)

/** The one author the named papers give the paper asked of; null when none or two. */
export function authoredByAnswer(
  question: string,
  asked: Asked | null,
  pages: SourcePage[],
  named: string[],
): OfflineAnswer | null {
  if (asked?.kinds[0] !== 'judge' || asked.separate || named.length === 0) return null
  // A trial, district, magistrate or panel judge asked is another judge than a paper's author.
  if (asked.roles.length > 0 && !['author', 'presiding'].includes(asked.roles[0]!)) return null
  const asksPaper = contentStemSet(question)
  let found: { page: SourcePage; start: number; end: number; name: string } | null = null
  for (const page of pages.filter((p) => named.includes(p.documentId))) {
    for (const passage of passagesOf(page.text)) {
      const text = page.text.slice(passage.start, passage.end)
      for (const m of text.replace(/\s+/g, ' ').matchAll(AUTHORED)) {
        if (![...contentStemSet(m[1]!.toLowerCase())].some((s) => asksPaper.has(s))) continue
        const name = m[2] ?? m[3]!
        if (found && found.name !== name) return null
        found ??= { page, start: passage.start, end: passage.end, name }
      }
    }
  }
  if (!found) return null
  return findingAnswer(`Judge (author): ${found.name}`, [
    { ...spanCitation(found.page, found.start, found.end), n: 1 },
  ])
}
