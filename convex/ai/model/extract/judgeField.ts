// Answering "Judge": the judge of the case, from the caption, a signature over the judge's title
// or a letter addressed to the judge. A magistrate judge is the answer only when the question
// asks for one; judges named in citations, or as authors of other decisions, count against.
import { answerAt, notFound } from './answer'
import { judgeKey } from './compare'
import type { Query } from './context'
import { findJudges, type JudgeMention } from './judges'
import { citationRanges, insideAny } from './legalCitations'
import { belowMention, captionWeight, inDefendantsBlock, underAppealFrom } from './placement'
import { choose } from './rank'
import type { Candidate, FieldAnswer, PageText } from './types'

const FORM_SUPPORT = {
  honorific: 0.8,
  title: 0.6,
  signature: 1.2,
  author: 1.1,
  panel: 0,
  parenthetical: 0,
  dissent: 0,
  concurrence: 0,
} as const
// After a name: an office that is not the bench, a panel's visitor, or a colleague ("Judge Jane
// Doe of this Court requested ..."): a judge never names themself "of this Court".
const NOT_THE_JUDGE =
  /^[ \t]*,?[ \t]*(?:of\s+this\s+(?:Court|court|District)\b|Clerk|CLERK|Deputy|pro\s+se|(?:District|State'?s?|Prosecuting|County|City)\s+Attorney|Attorney|Secretary|Governor|Mayor|Senator|Representative|Sheriff|Commissioner)\b|^[^.;]{0,120}\bsitting\s+by\s+designation\b/
// "Defendants the Honorable A, the Honorable B, and the Honorable C were present": each judge
// of a list the word "Defendants" or "Respondents" heads is a party.
const DEFENDANT_JUDGES =
  /\b(?:defendants?|respondents?)[ \t,]+(?:(?:the[ \t]+)?Hon(?:orable|\.)?\s+[^,;:]{3,40},\s+(?:and\s+)?)*(?:the[ \t]+)?$/i
/** Least support a judge needs to be given as the answer. */
const THRESHOLD = 0.6

function benchSupport(mention: JudgeMention, wantsMagistrate: boolean): number {
  if (mention.bench === 'magistrate') return wantsMagistrate ? 1 : -0.5
  return mention.bench === 'unknown' ? 0 : 0.3
}

/** A judge the text names, with its support as the case's judge. */
export type JudgeCandidate = Candidate<string> & Pick<JudgeMention, 'form' | 'bench'>

/** The document's judges with their support. */
export function judgeCandidates(pages: readonly PageText[], query: Query): JudgeCandidate[] {
  const wantsMagistrate = query.stems.some((s) => s.startsWith('magistrat'))
  const candidates: JudgeCandidate[] = []
  // Surnames of judges named as parties: "Judge Doe" elsewhere in the paper is that party too.
  const parties = new Set<string>()
  for (const { page, text } of pages) {
    const citations = citationRanges(text)
    for (const mention of findJudges(text)) {
      // A panel's members are the facts layer's; "the judge" of a panel's paper is its author.
      // A dissent's or a concurrence's author is never the judge of the decision.
      if (
        mention.form === 'panel' ||
        mention.form === 'parenthetical' ||
        mention.form === 'dissent' ||
        mention.form === 'concurrence' ||
        insideAny(citations, mention.start, mention.end)
      ) {
        continue
      }
      // Named as a party or in another office: "THE HONORABLE JOHN DOE, Respondent" in the
      // caption, "Hon. Jane Roe, Clerk of Court", "Hon. John Poe, pro se"; a visiting judge of a
      // panel ("The Honorable X, … sitting by designation") is no more the judge than the others.
      if (
        mention.form === 'honorific' &&
        (inDefendantsBlock(text, mention.start) ||
          /\b(?:defendants?|respondents?)(?:\s+in\s+this\s+(?:action|case|matter))?\s+(?:are|is|include|were|was)\b[^.;]{0,60}$/i.test(
            text.slice(Math.max(0, mention.start - 80), mention.start),
          ) ||
          DEFENDANT_JUDGES.test(text.slice(Math.max(0, mention.start - 300), mention.start)))
      ) {
        parties.add(surnameOf(mention.value))
        continue
      }
      if (NOT_THE_JUDGE.test(text.slice(mention.end, mention.end + 160))) continue
      if (inPanelList(text, mention.start)) continue
      // The judge below, on the line under an appeal's "Appeal from …", never decides the appeal.
      if (inAppealFromParagraph(text, mention.start)) continue
      const caption = captionWeight(text, mention.start, page)
      let score =
        FORM_SUPPORT[mention.form] + benchSupport(mention, wantsMagistrate) + 0.8 * caption
      // "as Judge Hand wrote in ...": a judge quoted for another decision.
      const after = text.slice(mention.end, mention.end + 40)
      if (
        /^\W{0,3}(?:held|observed|noted|explained|wrote|reasoned|concluded|found|opined)\b/i.test(
          after,
        )
      ) {
        score -= 1
      }
      // The judge of the court below ("Appeal from ... the Honorable X, District Judge").
      if (
        belowMention(text, mention.start) ||
        /^\W{0,3}(?:District|Trial)\s+Judge,\s+Presiding/i.test(after) ||
        (mention.form !== 'author' && underAppealFrom(text, mention.start))
      ) {
        score -= 1.2
      }
      // A docket report assigns the case to its judge and refers matters to a magistrate.
      const linePrefix = text.slice(text.lastIndexOf('\n', mention.start - 1) + 1, mention.start)
      if (/\bAssigned\s+to\s*:/i.test(linePrefix)) score += 1
      else if (/\bReferred\s+to\s*:/i.test(linePrefix)) score -= 0.5
      // An appellate docket's "Ordering Judge:" or "Trial Judge:" is the judge below.
      if (
        /\b(?:Ordering|Trial)\s+Judge\s*:/i.test(
          linePrefix + text.slice(mention.start, mention.end),
        )
      )
        score -= 1.2
      if (score < THRESHOLD) continue
      const why =
        mention.form === 'author'
          ? 'the opinion’s author line'
          : mention.form === 'signature'
            ? 'a signature over a judge’s title'
            : caption >= 1
              ? 'the caption'
              : 'the text'
      candidates.push({ ...mention, page, score, why })
    }
  }
  return candidates.filter((candidate) => !parties.has(surnameOf(candidate.value)))
}

/**
 * Whether a mention is one of a panel's judges listed under "BEFORE:", a line each ("BEFORE:
 * HONORABLE A, Judge / HONORABLE B, Judge / …"): each sat, the opinion's author line says who
 * wrote. A "BEFORE:" naming one judge (a hearing's, a transcript's) names that judge.
 */
function inPanelList(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 600), start)
  const head = before.search(/(?:^|\n)[ \t]*(?:BEFORE|Before)[ \t]*:[^]*$/)
  if (head === -1 || /\n[ \t]*\n/.test(before.slice(head + 1))) return false
  const block = text.slice(start - before.length + head).split(/\n[ \t]*\n/)[0]!
  const honorifics = block.match(/\b(?:Hon(?:orable|ORABLE)?|HON)\b/g)?.length ?? 0
  const titles = block.match(/\b(?:Judge|JUDGE|Justice|JUSTICE)\b/g)?.length ?? 0
  return honorifics >= 2 || titles >= 2
}

/**
 * Whether a mention stands in the paragraph an appeal's "Appeal from …" line opens: the court
 * below, then its judge on the next line, as appellate headings print it ("Appeal from the
 * Circuit Court for Palm Beach County; / Jane Doe, Judge; L.T. Case No. …", "Appeal from the
 * United States District Court …, at Norfolk. / John Roe, Senior District Judge."). The
 * opinion's own author line comes after a blank line.
 */
function inAppealFromParagraph(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 400), start)
  const paragraph = before.slice(before.search(/\n[ \t]*\n(?![^]*\n[ \t]*\n)/) + 1)
  return /^\s*(?:On\s+)?Appeals?\s+from\b/i.test(paragraph) && /\n[ \t]*$/.test(paragraph)
}

/** A judge's surname as a key: "K. Mark Loyd" and "Mark Loyd" are one person. */
function surnameOf(name: string): string {
  return judgeKey(name).split(' ').pop() ?? ''
}

/** The judge the document names as its case's judge, how sure that is; null when none is. */
export function chooseJudge(
  pages: readonly PageText[],
  query: Query,
): { best: JudgeCandidate; confidence: number } | null {
  const candidates = judgeCandidates(pages, query)
  const choice = choose(candidates, judgeKey)
  // `choose` hands back one of the candidates: the same object, with its form and bench.
  const best = choice && candidates.find((candidate) => candidate === choice.best)
  return best ? { best, confidence: choice.confidence } : null
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
