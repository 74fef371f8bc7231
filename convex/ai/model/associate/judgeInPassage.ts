// A judge the papers name only in running text ("Before the Court is the Report and
// Recommendation of Magistrate Judge Barbara D.\nHolmes, entered …"), where a line break inside
// the name keeps the caption reader from it. Asked for a judge of a named case that neither the
// facts nor the plain passages answer, the named papers' passage that names one judge by title
// and says at least two of the question's other words ("Report", "Recommendation") answers: a
// judge of the kind asked (a magistrate judge for "Which magistrate judge …"), never a party. Pure.
import { findJudges } from '../extract/judges'
import type { Asked } from './asked'
import { surname } from './factRank'
import { MAX_QUOTE, passagesOf } from './passages'
import { judgeTitleSaid } from './qualifier'
import { contentStemSet } from './terms'
import { findingAnswer, spanCitation } from './typedAnswers'
import type { OfflineAnswer, SourcePage } from './types'

// Words of any judge question, which say nothing of the passage asked for.
const JUDGE_WORDS = /^(?:judg|magistr|district|court|which|who|issu|sign|wrote|writ|enter|hon)/

// The judge acted in the passage: the paper "of" or "by" the judge ("the Report and
// Recommendation of Magistrate Judge Roe", "opinion by Judge Roe"), or the judge's own verb
// ("Judge Roe issued …"); not a judge the case was merely "assigned to" before.
const TITLE_WORDS = String.raw`(?:Hon(?:orable|\.)?\s+)?(?:(?:U\.\s?S\.|United\s+States|Chief|Senior)\s+)?(?:(?:Magistrate|District|Circuit|Bankruptcy)\s+)?Judge\s+`
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function actedBy(text: string, name: string): boolean {
  const first = escape(name.split(/\s+/)[0]!)
  const last = escape(surname(name))
  return (
    new RegExp(String.raw`\b(?:of|by)\s+(?:the\s+)?${TITLE_WORDS}${first}`, 'i').test(text) ||
    new RegExp(
      String.raw`\b${last}\b,?\s+(?:issued|entered|signed|wrote|recommended|granted|denied|ordered|approved|found|held)\b`,
      'i',
    ).test(text)
  )
}

/** The judge a named case's passage names by title, as the answer; null when none does. */
export function judgeInPassage(
  question: string,
  asked: Asked,
  pages: SourcePage[],
  named: string[],
  parties: readonly string[],
): OfflineAnswer | null {
  if (asked.kinds[0] !== 'judge' || named.length === 0) return null
  const magistrate = /\bmagistrate\b/i.test(question)
  // The question's words less the parties' names (the case's name may run into the paper's:
  // "the Report and Recommendation in Roe v. Doe").
  const partyWords = contentStemSet(parties.join(' '))
  const words = [...contentStemSet(question)].filter(
    (w) => !JUDGE_WORDS.test(w) && !partyWords.has(w),
  )
  let best: { page: SourcePage; start: number; end: number; name: string; n: number } | null = null
  for (const page of pages.filter((p) => named.includes(p.documentId))) {
    for (const passage of passagesOf(page.text)) {
      if (!passage.citable || passage.end - passage.start > MAX_QUOTE) continue
      const text = page.text.slice(passage.start, passage.end)
      if (!judgeTitleSaid(question, text)) continue
      const judges = findJudges(text.replace(/\s+/g, ' ')).filter(
        (j) =>
          j.form === 'title' &&
          (!magistrate || j.bench === 'magistrate') &&
          !parties.some((p) => p.toLowerCase().includes(surname(j.value))),
      )
      if (new Set(judges.map((j) => j.value)).size !== 1) continue
      if (!actedBy(text.replace(/\s+/g, ' '), judges[0]!.value)) continue
      const held = contentStemSet(text)
      const n = words.filter((w) => held.has(w)).length
      if (n >= 2 && (!best || n > best.n))
        best = { page, start: passage.start, end: passage.end, name: judges[0]!.display, n }
    }
  }
  if (!best) return null
  return findingAnswer(`Judge: ${best.name}`, [
    { ...spanCitation(best.page, best.start, best.end), n: 1 },
  ])
}
