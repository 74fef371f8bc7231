// The associate's answers of one form each: a ruling, a lawyer, another court's docket number, or
// the named case's own passages; each cited at the line that states it, then the extractive
// engine's supporting passages of the same document. Pure.
import { squeeze } from '../extract/text'
import { askedCitedCase, findCitedNumber } from './citedCase'
import { findCounsel } from './counselChoice'
import { findDisposition } from './decision'
import { asksEntryNumber, findEntryNumber } from './entryNumber'
import { answerExtractive, OFFLINE_PREFACE } from './extractive'
import { withoutCaseName } from './naming'
import { findOfficial } from './officialNamed'
import { findOtherDocket, numberOwner } from './otherDocket'
import { findTitleHolder } from './titleHeld'
import { contentStemSet } from './terms'
import type { ScopeFact } from './typed'
import type { AnswerCitation, OfflineAnswer, SourcePage } from './types'

/** Where a value stands: a fact, or a number a reader found. */
type Span = Pick<ScopeFact, 'documentId' | 'documentName' | 'page' | 'start' | 'end'>

/** The line a value stands on, as a citation (its quote is exactly the page's text there). */
export function lineCitation(fact: Span, page: SourcePage, n: number): AnswerCitation {
  const text = page.text
  let start = text.lastIndexOf('\n', fact.start - 1) + 1
  let end = text.indexOf('\n', fact.end)
  if (end === -1) end = text.length
  if (end - start > 300) {
    start = Math.max(start, fact.start - 120)
    end = Math.min(end, fact.end + 120)
  }
  while (start < fact.start && /\s/.test(text[start]!)) start++
  while (end > fact.end && /\s/.test(text[end - 1]!)) end--
  return {
    n,
    documentId: fact.documentId,
    documentName: fact.documentName,
    page: fact.page,
    start,
    end,
    quote: text.slice(start, end),
  }
}

/** The answer's first citation: the passage a reader found, quoted at its span. */
function firstCitation(found: { page: SourcePage; start: number; end: number }): AnswerCitation {
  return {
    n: 1,
    documentId: found.page.documentId,
    documentName: found.page.documentName,
    page: found.page.page,
    start: found.start,
    end: found.end,
    quote: found.page.text.slice(found.start, found.end),
  }
}

/** A citation [1] of a page's text between two offsets, white space at its ends trimmed. */
export function spanCitation(page: SourcePage, from: number, to: number): AnswerCitation {
  let start = from
  let end = to
  while (start < end && /\s/.test(page.text[start]!)) start++
  while (end > start && /\s/.test(page.text[end - 1]!)) end--
  return firstCitation({ page, start, end })
}

/**
 * A finding a reader found on a page ("Docket entry: 111"), cited at its line [1], then the
 * supporting passages.
 */
function citedFinding(
  finding: string,
  found: { page: SourcePage; start: number; end: number },
  question: string,
  pages: SourcePage[],
  options?: { maxCitations?: number },
): OfflineAnswer {
  const at = {
    documentId: found.page.documentId,
    documentName: found.page.documentName,
    page: found.page.page,
    start: found.start,
    end: found.end,
  }
  return findingAnswer(
    finding,
    withSupport(question, pages, lineCitation(at, found.page, 1), options),
  )
}

/** "How did the court rule?": the disposition of the named documents, cited, then support. */
export function decisionAnswer(
  question: string,
  pages: SourcePage[],
  named: string[],
  options?: { maxCitations?: number },
): OfflineAnswer | null {
  const found = findDisposition(
    question,
    pages.filter((p) => named.includes(p.documentId)),
  )
  if (!found) return null
  const first = firstCitation(found)
  const citations = withSupport(question, pages, first, options)
  return findingAnswer(`Decision: ${found.outcome}`, citations)
}

/** "Who signed the complaint?", "Who argued for the government?": the lawyer, cited, then support. */
export function counselAnswer(
  question: string,
  pages: SourcePage[],
  facts: ScopeFact[],
  named: string[],
  options?: { maxCitations?: number },
): OfflineAnswer | null {
  const parties = facts
    .filter((f) => f.kind === 'party' && named.includes(f.documentId))
    .map((f) => f.value)
  const found = findCounsel(
    question,
    pages.filter((p) => named.includes(p.documentId)),
    parties,
  )
  if (!found) return null
  const first = firstCitation(found)
  const what = [found.title, found.forWhom && `for ${found.forWhom}`].filter(Boolean).join(', ')
  const citations = withSupport(question, pages, first, options)
  return findingAnswer(`Counsel: ${found.name}${what ? ` (${what})` : ''}`, citations)
}

/**
 * "What is the FTC docket number …?": the number another court or an agency gave the matter,
 * where a label names its owner ("not found" when none does); null when the question names no
 * such owner, or the named paper is that court's own (its own docket then answers).
 */
export function otherDocketAnswer(
  question: string,
  pages: SourcePage[],
  facts: ScopeFact[],
  named: string[],
  options?: { maxCitations?: number },
): OfflineAnswer | null {
  const own = pages.filter((p) => named.includes(p.documentId))
  const owner = numberOwner(question, own)
  if (!owner) return null
  const ownCourt = facts.some(
    (f) =>
      named.includes(f.documentId) &&
      f.kind === 'court' &&
      f.role === 'this' &&
      owner.test(f.value),
  )
  if (ownCourt) return null
  const found = findOtherDocket(owner, own)
  // Asked for another court's or agency's number, the case's own docket is no answer.
  if (!found) return { found: false }
  return citedFinding(`Docket number: ${found.value}`, found, question, pages, options)
}

/**
 * "What is the docket number of the related case Roe v. Doe?": the number the named papers print
 * after that case's name, and whether the case is one of theirs (both its sides among their
 * parties); null when the question asks no case's number or no paper cites it with one.
 */
export function citedCaseAnswer(
  question: string,
  pages: SourcePage[],
  facts: ScopeFact[],
  named: string[],
  options?: { maxCitations?: number },
): { answer: OfflineAnswer; ownCase: boolean } | null {
  const asked = askedCitedCase(question)
  if (!asked) return null
  const found = findCitedNumber(
    question,
    pages.filter((p) => named.includes(p.documentId)),
  )
  if (!found) return null
  const parties = new Set(
    facts
      .filter((f) => named.includes(f.documentId) && f.kind === 'party')
      .flatMap((f) => [...contentStemSet(f.value)]),
  )
  const ownCase = [...asked.first, ...asked.second].every((s) => parties.has(s))
  const answer = citedFinding(`Docket number: ${found.value}`, found, question, pages, options)
  return { answer, ownCase }
}

/**
 * "What is the docket number of the City's motion for summary judgment?": the motion's entry
 * number, cited where the papers give it ("not found" when they give none); null when the
 * question asks no motion's number.
 */
export function entryNumberAnswer(
  question: string,
  pages: SourcePage[],
  named: string[],
  options?: { maxCitations?: number },
): OfflineAnswer | null {
  if (!asksEntryNumber(question)) return null
  const found = findEntryNumber(
    question,
    pages.filter((p) => named.includes(p.documentId)),
  )
  if (!found) return { found: false }
  return citedFinding(`Docket entry: ${found.value}`, found, question, pages, options)
}

/**
 * "Which Shelby County District Attorney is named as a defendant?": the person the named papers
 * name in that office, cited where they do; null when none does (the question is then answered
 * as before).
 */
export function officialAnswer(
  question: string,
  pages: SourcePage[],
  named: string[],
  options?: { maxCitations?: number },
): OfflineAnswer | null {
  const own = pages.filter((p) => named.includes(p.documentId))
  // Sued by title first; else a person running text names with the title asked.
  const found = findOfficial(question, own) ?? findTitleHolder(question, own)
  if (!found) return null
  return citedFinding(`Official: ${found.name} (${found.office})`, found, question, pages, options)
}

/**
 * An answer that states one finding ("Counsel: …", "Decision: …"), cited [1], then the other
 * citations as supporting passages.
 */
export function findingAnswer(finding: string, citations: AnswerCitation[]): OfflineAnswer {
  return {
    found: true,
    parts: [
      `${OFFLINE_PREFACE}\n\n`,
      `${finding} [1]\n`,
      ...(citations.length > 1 ? ['\nSupporting passages:\n'] : []),
      ...citations.slice(1).map((c) => `- “${squeeze(c.quote)}” [${c.n}]\n`),
    ],
    citations,
  }
}

/** The first citation, then the extractive engine's passages of its document that do not repeat it. */
export function withSupport(
  question: string,
  pages: SourcePage[],
  first: AnswerCitation,
  options?: { maxCitations?: number },
): AnswerCitation[] {
  const citations = [first]
  const max = Math.max(1, Math.floor(options?.maxCitations ?? 5))
  const support = answerExtractive(
    question,
    pages.filter((p) => p.documentId === first.documentId),
    { maxCitations: max },
  )
  if (support.found) {
    for (const c of support.citations) {
      if (citations.length >= max) break
      const overlaps = c.page === first.page && c.start < first.end && first.start < c.end
      if (!overlaps) citations.push({ ...c, n: citations.length + 1 })
    }
  }
  return citations
}

/** An extractive answer as the answer's text shows it: the quotes, numbered. */
export function quotedAnswer(citations: AnswerCitation[]): OfflineAnswer {
  const numbered = citations.map((c, i) => ({ ...c, n: i + 1 }))
  return {
    found: true,
    parts: [`${OFFLINE_PREFACE}\n\n`, ...numbered.map((c) => `- “${squeeze(c.quote)}” [${c.n}]\n`)],
    citations: numbered,
  }
}

/**
 * The extractive answer of a question that names its case, from that case's papers: a passage
 * of another case that shares more of the question's words does not answer it. The matter's
 * passages are ranked first (the words' rarity is the matter's); when none of the named papers
 * is among them, the named papers are asked alone. A question no fact answers ("Who was appointed
 * Monitor in Doe v. Roe?") asks the named papers first without the case's name, which every
 * caption of the case holds; a question of fact keeps it, so that a paper silent on the fact
 * still answers "not found".
 */
export function ownCaseAnswer(
  question: string,
  pages: SourcePage[],
  named: string[],
  options?: { maxCitations?: number },
  ofFact = false,
): OfflineAnswer {
  if (named.length > 0 && !ofFact) {
    // Within the named case, its name is in every caption: the question's other words find the
    // passage ("Who was appointed Monitor in Doe v. Roe?" is answered where "appointed Monitor" is).
    const asked = withoutCaseName(question)
    const own = pages.filter((p) => named.includes(p.documentId))
    if (asked !== question && own.length > 0) {
      const answer = answerExtractive(asked, own, options)
      if (answer.found) return answer
    }
  }
  const answer = answerExtractive(question, pages, options)
  if (named.length === 0) return answer
  if (answer.found) {
    const own = answer.citations.filter((c) => named.includes(c.documentId))
    if (own.length > 0) return quotedAnswer(own)
  }
  const own = pages.filter((p) => named.includes(p.documentId))
  return own.length > 0 ? answerExtractive(question, own, options) : answer
}
