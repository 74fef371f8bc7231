// Answering "Docket number" / "Case number": the case's own number, from the caption, the running
// header or a letter's "Re:" line; numbers inside citations of other cases are set aside, and a
// number introduced as a related or earlier case counts against.
import { answerAt, notFound } from './answer'
import { findCaseNumbers } from './caseNumbers'
import { citationRanges, insideAny } from './legalCitations'
import { afterOtherProceeding, captionWeight, inReLine } from './placement'
import { choose } from './rank'
import type { Candidate, FieldAnswer, PageText } from './types'

/** Least support a case number needs to be given as the answer. */
const THRESHOLD = 0.6

/** The document's case numbers with their support. */
export function docketCandidates(pages: readonly PageText[]): Array<Candidate<string>> {
  const candidates: Array<Candidate<string>> = []
  for (const { page, text } of pages) {
    const citations = citationRanges(text)
    for (const mention of findCaseNumbers(text)) {
      if (insideAny(citations, mention.start, mention.end)) continue
      const header = /^\s*Case\s+\S+\s+Doc(?:ument|\.)?\s/.test(lineOf(text, mention.start))
      let score = mention.label === '' ? 0.3 : mention.label === 'No.' ? 0.6 : 1
      score += header ? 0.8 : 0.9 * captionWeight(text, mention.start, page)
      if (inReLine(text, mention.start)) score += 0.8
      if (afterOtherProceeding(text, mention.start)) score -= 1.5
      // A number named in the body's prose ("in the proceeding bearing Docket No. C-4316") is a
      // number the paper talks about: its own stands in the caption, a header or a "Re:" line.
      if (!header && !inReLine(text, mention.start) && inBodyProse(text, mention.start, page)) {
        continue
      }
      if (score < THRESHOLD) continue
      const why = header
        ? 'the running header'
        : inReLine(text, mention.start)
          ? 'the "Re:" line'
          : captionWeight(text, mention.start, page) >= 1
            ? 'the caption'
            : 'a labelled case number'
      candidates.push({ ...mention, page, score, why })
    }
  }
  return candidates
}

/** The case's docket number, or a not-found answer. */
export function extractDocket(pages: readonly PageText[]): FieldAnswer {
  const choice = choose(docketCandidates(pages), (value) => value.toUpperCase())
  if (!choice) return notFound('case or docket number')
  const { best, confidence } = choice
  return answerAt(
    pages,
    best,
    best.value,
    best.display,
    confidence,
    `Taken from ${best.why} on page ${best.page}.`,
  )
}

function lineOf(text: string, at: number): string {
  const start = text.lastIndexOf('\n', at - 1) + 1
  const end = text.indexOf('\n', at)
  return text.slice(start, end === -1 ? text.length : end)
}

/** Whether `at` is in a line of running prose past the first page's caption and heading. */
function inBodyProse(text: string, at: number, page: number): boolean {
  if (captionWeight(text, at, page) > 0.2) return false
  const line = lineOf(text, at)
  return line.trim().split(/\s+/).length >= 10 && /\p{Ll}{3}/u.test(line)
}
