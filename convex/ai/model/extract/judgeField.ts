// Answering "Judge": the judge of the case, from the caption, a signature over the judge's title
// or a letter addressed to the judge. A court record's judge row names the judge outright;
// otherwise the document's judges are weighed (judgeCandidates.ts, with the readers that leave
// out a judge named as a party, in another office, on a panel or for another decision:
// judgeSuedMention.ts, judgeOffBench.ts, judgePanel.ts, judgeOtherDecision.ts, judgeHeadings.ts).
import { answerAt, notFound } from './answer'
import { judgeKey } from './compare'
import type { Query } from './context'
import { recordJudge, recordKind } from './docketRecord'
import { exhibitOfOtherCase } from './filingStamps'
import { gluedRecordJudge } from './gluedCells'
import { judgeCandidates, type JudgeCandidate } from './judgeCandidates'
import { choose } from './rank'
import type { FieldAnswer, PageText } from './types'

/** The judge the document names as its case's judge, how sure that is; null when none is. */
export function chooseJudge(
  pages: readonly PageText[],
  query: Query,
): { best: JudgeCandidate; confidence: number } | null {
  // A court record's "Assigned to:" row (docketRecord.ts) names the judge outright.
  const record = recordJudge(pages) ?? gluedRecordJudge(pages)
  if (record) {
    const why = "the court record's judge row"
    return {
      best: { ...record, display: record.value, score: 1, why, form: 'title', bench: 'unknown' },
      confidence: 0.9,
    }
  }
  // An exhibit reproducing another case's paper: that paper's judge is not this case's.
  if (exhibitOfOtherCase(pages)) return null
  if (appellateCasePage(pages) || benchRowDocket(pages)) return null
  const candidates = judgeCandidates(pages, query)
  const choice = choose(candidates, judgeKey)
  // `choose` hands back one of the candidates: the same object, with its form and bench.
  const best = choice && candidates.find((candidate) => candidate === choice.best)
  return best ? { best, confidence: choice.confidence } : null
}

/**
 * Whether the document is a state appellate court's case page (docketRecord.ts's 'casePage': its
 * "Style:" and "v.:" rows). It names no judge of the appeal: its only judge is the trial court's
 * ("Trial Court Information … Court Judge: Honorable X"), the judge below (a 'trial' fact).
 */
function appellateCasePage(pages: readonly PageText[]): boolean {
  const first = pages[0]
  return first !== undefined && recordKind(first.text) === 'casePage'
}

// A state appellate court's docket header lists the bench that sits on the case on one row:
// "Quorum Doe, C.J., Roe, Poe, JJ." or "Panel Doe, Roe, Poe, JJ." (Massachusetts's appellate
// dockets).
const BENCH_ROW = /^[ \t]*(?:Quorum|Panel)[ \t]+[A-Z][^\n]{0,200}\bJJ\.[ \t]*$/m

/**
 * Whether the document is an appellate docket whose header names its bench by a row (BENCH_ROW):
 * the whole bench decides, no one judge is the case's, and a judge its entries name is another
 * court's ("Copy of Order of Designation received from Chief Justice Jane Doe").
 */
function benchRowDocket(pages: readonly PageText[]): boolean {
  const first = pages[0]
  return first !== undefined && BENCH_ROW.test(first.text.slice(0, 3000))
}

/** The judge of the case, or a not-found answer. */
export function extractJudge(pages: readonly PageText[], query: Query): FieldAnswer {
  const choice = chooseJudge(pages, query)
  if (!choice) return notFound('judge named in full')
  const { best, confidence } = choice
  return answerAt(
    pages,
    best,
    best.value,
    best.display,
    confidence,
    `Named in ${best.why} on page ${best.page}.`,
  )
}
